import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The restricted imports, static or dynamic, ESLint reports for `code` as if it were the file at `path`. */
async function refused(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'vegeo/no-restricted-dynamic-imports').map((m) => m.message.split("'")[1] ?? '');
}

describe('dependencies point one way: cli, functions, admin, react → data; admin → react; cli, functions → backend; tests → testkit', () => {
  it('the app imports @vegeo/data, never the CLI, the functions or the test kit', async () => {
    const code = ["import '@vegeo/data';", "import 'vegeo';", "import '@vegeo/functions';", "import '@vegeo/testkit';", "import '../../functions/src/index.js';", "import '../../cli/src/main.js';", 'export {};'].join('\n');
    expect(await refused('admin/src/x.ts', code)).toEqual(['vegeo', '@vegeo/functions', '@vegeo/testkit', '../../functions/src/index.js', '../../cli/src/main.js']);
    expect(await refused('admin/test/browser/x.ts', "import '@vegeo/testkit';\nexport {};")).toEqual([]);
  });

  it('the CLI and the functions import neither each other nor the app', async () => {
    expect(await refused('cli/src/x.ts', "import '@vegeo/admin';\nimport '@vegeo/functions';\nimport '../../functions/src/index.js';\nexport {};")).toHaveLength(3);
    expect(await refused('functions/src/x.ts', "import 'vegeo';\nimport '@vegeo/admin';\nimport '../../cli/src/main.js';\nimport '@vegeo/data';\nexport {};")).toHaveLength(3);
  });

  it('the address picker imports @vegeo/data, never the CLI, the functions, the app or the test kit; only the app imports it', async () => {
    const code = ["import '@vegeo/data';", "import 'vegeo';", "import '@vegeo/functions';", "import '@vegeo/admin';", "import '@vegeo/testkit';", "import '../../admin/src/App.js';", 'export {};'].join('\n');
    expect(await refused('react/src/x.ts', code)).toEqual(['vegeo', '@vegeo/functions', '@vegeo/admin', '@vegeo/testkit', '../../admin/src/App.js']);
    expect(await refused('admin/src/x.tsx', "import '@vegeo/react';\nexport {};")).toEqual([]);
    expect(await refused('cli/src/x.ts', "import '@vegeo/react';\nexport {};")).toEqual(['@vegeo/react']);
    expect(await refused('functions/src/x.ts', "import '@vegeo/react';\nexport {};")).toEqual(['@vegeo/react']);
  });

  it('data/src imports no Node or Firebase module (its tests may read files)', async () => {
    const code = "import 'node:fs';\nimport 'path';\nimport 'firebase/app';\nimport 'firebase-admin/database';\nexport {};";
    expect(await refused('data/src/x.ts', code)).toEqual(['node:fs', 'path', 'firebase/app', 'firebase-admin/database']);
    expect(await refused('data/src/x.test.ts', "import 'node:fs';\nexport {};")).toEqual([]);
  });

  it('a dynamic import() crosses no boundary a static one may not', async () => {
    const code = "await import('../../admin/bench/history.mjs');\nawait import('@vegeo/functions');\nawait import(`vegeo`);\nawait import('@vegeo/data');\nexport {};";
    expect(await refused('testkit/bench/x.mjs', code)).toEqual(['../../admin/bench/history.mjs', '@vegeo/functions', 'vegeo']);
    expect(await refused('react/src/x.ts', "await import('@vegeo/admin');\nexport {};")).toEqual(['@vegeo/admin']);
  });

  it('the test kit imports @vegeo/data, never a package it serves', async () => {
    const code = ["import '@vegeo/data';", "import 'vegeo';", "import '@vegeo/admin';", "import '@vegeo/functions';", "import '@vegeo/backend';", "import '@vegeo/react';", "import '../../admin/bench/browser.mjs';", 'export {};'].join('\n');
    expect(await refused('testkit/src/x.ts', code)).toEqual(['vegeo', '@vegeo/admin', '@vegeo/functions', '@vegeo/backend', '@vegeo/react', '../../admin/bench/browser.mjs']);
  });

  it('only the functions and the CLI import @vegeo/backend, which imports @vegeo/data and no SDK', async () => {
    expect(await refused('functions/src/x.ts', "import '@vegeo/backend';\nexport {};")).toEqual([]);
    expect(await refused('cli/src/x.ts', "import '@vegeo/backend';\nexport {};")).toEqual([]);
    // The CLI's own src/backend/ is no sibling; the package is, by its path.
    expect(await refused('cli/src/commands/x.ts', "import '../backend/index.js';\nimport '../../../backend/src/index.js';\nexport {};")).toEqual(['../../../backend/src/index.js']);
    for (const path of ['admin/src/x.ts', 'react/src/x.ts', 'data/src/x.ts']) expect(await refused(path, "import '@vegeo/backend';\nexport {};"), path).toEqual(['@vegeo/backend']);
    const code = "import '@vegeo/data';\nimport 'node:fs';\nimport 'firebase-admin/database';\nimport '@vegeo/functions';\nexport {};";
    expect(await refused('backend/src/x.ts', code)).toEqual(['node:fs', 'firebase-admin/database', '@vegeo/functions']);
  });
});
