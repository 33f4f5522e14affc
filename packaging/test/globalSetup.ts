import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, pack } from '../src/pack.mjs';
import { freshProject } from '../src/project.mjs';
import { PUBLISHABLE } from '../src/publishable.js';

type Packed = ReturnType<typeof pack>[number];

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every publishable package, packed. */
    packed: Packed[];
    /** A fresh project outside the workspace with every tarball installed. */
    project: string;
  }
}

/** Builds, packs and installs every publishable package once, for all the test files. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  build(PUBLISHABLE);
  const tarballs = await mkdtemp(join(tmpdir(), 'vegeo-tarballs-'));
  const packed = pack(PUBLISHABLE, tarballs);
  const dir = await freshProject(packed.map(({ tarball }) => tarball));
  project.provide('packed', packed);
  project.provide('project', dir);
  return async () => {
    await Promise.all([rm(tarballs, { recursive: true, force: true }), rm(dir, { recursive: true, force: true })]);
  };
}
