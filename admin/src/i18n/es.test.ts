import englishMessages from 'ra-language-english';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { es } from './es.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = leaves(englishMessages as unknown as Tree);
const spanish = leaves({ ra: es.ra } as unknown as Tree);

describe('our Spanish messages for react-admin', () => {
  it('are checked against ra-language-english of the installed react-admin', () => {
    const require = createRequire(import.meta.url);
    const version = (name: string) => {
      // Their exports hide package.json: walk up from the entry to it.
      let dir = dirname(require.resolve(name));
      while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version as string;
    };
    expect(version('ra-language-english')).toBe(version('ra-core'));
  });

  it('have every key, and no other', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder and plural form', () => {
    for (const [key, text] of english) {
      const ours = spanish.get(key) ?? '';
      expect(placeholders(ours), key).toEqual(placeholders(text));
      expect(ours.split('||||').length, key).toBe(text.split('||||').length);
    }
  });

  it('are translated: no English left but where the words are the same', () => {
    const same = [...english].filter(([key, text]) => spanish.get(key) === text && text.trim().length > 3);
    expect(same.map(([key]) => key).sort()).toEqual(['ra.configurable.inspector.title', 'ra.page.edit', 'ra.page.list', 'ra.page.show']);
  });
});
