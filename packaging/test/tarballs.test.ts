import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { WORKSPACE } from '../src/pack.mjs';
import { NEVER_SHIPPED, PUBLISHABLE } from '../src/publishable.js';

const packed = inject('packed');
const bin = (name: string) => join(WORKSPACE, 'node_modules', '.bin', name);

describe.each(PUBLISHABLE)('the tarball of $name', (publishable) => {
  const { files, tarball } = packed.find(({ name }) => name === publishable.name)!;
  const manifest = JSON.parse(readFileSync(join(WORKSPACE, publishable.dir, 'package.json'), 'utf8')) as Record<string, unknown>;

  it('holds its README, LICENSE, what it needs, and nothing else', () => {
    for (const file of ['package.json', 'README.md', 'LICENSE', ...publishable.requires]) expect(files, file).toContain(file);
    expect(files.filter((file) => NEVER_SHIPPED.test(file))).toEqual([]);
  });

  it('says what a registry shows: engines, repository, keywords, licence, a Spanish README', () => {
    expect(manifest).toMatchObject({
      license: 'MIT',
      engines: { node: expect.stringMatching(/^>=20/) },
      repository: { type: 'git', url: expect.stringMatching(/^git\+https:/), directory: publishable.dir },
      keywords: expect.arrayContaining(['venezuela', 'estados', 'municipios', 'parroquias']),
    });
    expect(manifest['private']).toBeUndefined();
    const readme = readFileSync(join(WORKSPACE, publishable.dir, 'README.md'), 'utf8');
    expect(readme).toMatch(/## Instalación/);
    expect(readme).toContain(`npm install ${publishable.name}`);
  });

  it('depends on nothing a user would install twice or never use', () => {
    expect(Object.keys(manifest['dependencies'] ?? {})).toEqual(publishable.dependencies ?? []);
    const meta = (manifest['peerDependenciesMeta'] ?? {}) as Record<string, { optional?: boolean }>;
    for (const peer of Object.keys(manifest['peerDependencies'] ?? {})) {
      if (!(publishable.peers ?? []).includes(peer)) expect(meta[peer], peer).toEqual({ optional: true });
    }
  });

  it('passes publint, strict', () => {
    const output = execFileSync(bin('publint'), ['run', tarball, '--strict'], { encoding: 'utf8' });
    expect(output).toMatch(/All good!/);
  });
});

describe.each(PUBLISHABLE.filter(({ types }) => types))('the types of $name', ({ name, typesProfile = 'node16', untyped = [] }) => {
  const { tarball } = packed.find((p) => p.name === name)!;

  it(`has types that resolve under ${typesProfile} and bundler: @arethetypeswrong/cli`, () => {
    // node10 (TypeScript's `moduleResolution: node`) predates `exports`: its subpaths cannot resolve
    // there, and the profile leaves it out, as esm-only leaves out require() (the JSON report
    // still lists what a profile ignored).
    const ignored = typesProfile === 'esm-only' ? ['node10', 'node16-cjs'] : ['node10'];
    const output = execFileSync(bin('attw'), [tarball, '--profile', typesProfile, ...(untyped.length > 0 ? ['--exclude-entrypoints', ...untyped] : []), '--format', 'json'], { encoding: 'utf8' });
    const { problems } = JSON.parse(output) as { problems: Record<string, { resolutionKind?: string }[]> };
    const counted = Object.values(problems).flat().filter(({ resolutionKind }) => !ignored.includes(resolutionKind ?? ''));
    expect(counted).toEqual([]);
  });
});
