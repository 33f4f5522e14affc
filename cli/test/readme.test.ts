import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const READMES = ['README.md', 'cli/README.md'];

/** The command lines of a README's `sh` blocks, comments and continuation lines joined. */
function shellLines(text: string): string[] {
  const blocks = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) => block.replace(/\\\n/g, ' ').split('\n')).filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/** A user's shell after `npm install`: the project's node_modules/.bin is not on the PATH. */
const USER_PATH = (process.env.PATH ?? '').split(delimiter).filter((dir) => !dir.includes('node_modules')).join(delimiter);

describe('the READMEs', () => {
  it.each(READMES)('%s runs vegeo as a user can after npm install: npx vegeo', (readme) => {
    const bare = shellLines(read(readme)).filter((line) => /(^|[|;&]\s*|=\S+\s+)vegeo\s/.test(line));
    expect(bare).toEqual([]);
  });

  it.each(READMES)('%s: its offline commands work as written, from a clone', (readme) => {
    // What needs no backend: the lookups and lote on the embedded data.
    const offline = shellLines(read(readme)).filter(
      (line) => /npx vegeo (estado|municipio|parroquia|buscar|capital|lote)\b/.test(line) && !line.includes('--remote'),
    );
    expect(offline.length).toBeGreaterThan(3);
    for (const line of offline) {
      const command = line.replace(/\s+#.*$/, '');
      const result = spawnSync('sh', ['-c', command], { cwd: ROOT, env: { ...process.env, PATH: USER_PATH }, encoding: 'utf8' });
      expect({ command, code: result.status, err: result.stderr.replace(/^npm warn .*\n/gm, '') }).toEqual({ command, code: 0, err: expect.any(String) });
      expect(result.stdout, command).not.toBe('');
    }
  }, 120_000);
});
