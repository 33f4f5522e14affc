import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { sh } from '../src/npm.mjs';
import { WORKSPACE } from '../src/pack.mjs';
import { PUBLISHABLE } from '../src/publishable.js';
import { checkedProgram, jsBlocks, shellLines } from '../src/readme.js';

const project = inject('project');
/** The README as it is in the tarball (a user reads the installed copy). */
const readmeOf = (name: string) => readFileSync(join(project, 'node_modules', name, 'README.md'), 'utf8');

describe.each(PUBLISHABLE.filter(({ shell }) => shell))('the README of $name, in a fresh project', ({ name, shell }) => {
  const lines = shellLines(readmeOf(name)).filter((line) => shell!.test(line));

  it('shows commands that run as written after installing the tarball', () => {
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const result = sh(line, project);
      expect({ line, status: result.status, stderr: result.stderr }).toEqual({ line, status: 0, stderr: expect.any(String) });
      // A line that redirects its output writes a file instead.
      if (!/>\s*\S+$/.test(line)) expect(result.stdout, line).not.toBe('');
    }
    // Each line starts npm (npx) and the bin: seconds apiece on a busy machine.
  }, 600_000);
});

describe.each(PUBLISHABLE.filter(({ js }) => js))('the README of $name, in a fresh project', ({ name }) => {
  // What needs the Firebase SDK and a backend runs in examples/, against the emulators.
  const blocks = jsBlocks(readmeOf(name)).filter(({ code }) => !code.includes('/firebase'));

  it('shows code that runs and answers what its comments say, as ES module and as CommonJS', async () => {
    expect(blocks.filter(({ commonjs }) => commonjs).length).toBeGreaterThan(0);
    expect(blocks.filter(({ commonjs }) => !commonjs).length).toBeGreaterThan(0);
    for (const [i, { code, commonjs }] of blocks.entries()) {
      const file = join(project, `readme-${i}.${commonjs ? 'cjs' : 'mjs'}`);
      await writeFile(file, checkedProgram(code));
      const result = sh(`node ${file}`, project);
      expect({ code, status: result.status, stderr: result.stderr }).toEqual({ code, status: 0, stderr: '' });
    }
  });
});

it('the workspace lists every publishable package (a package not listed here would be published unchecked)', () => {
  const workspaces = (JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  const published = workspaces.filter((dir) => !(JSON.parse(readFileSync(join(WORKSPACE, dir, 'package.json'), 'utf8')) as { private?: boolean }).private);
  expect(published.sort()).toEqual(PUBLISHABLE.map(({ dir }) => dir).sort());
});
