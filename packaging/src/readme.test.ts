import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedProgram, jsBlocks, shellLines } from './readme.js';

async function run(block: string, extension = '.mjs') {
  const file = join(await mkdtemp(join(tmpdir(), 'vegeo-readme-')), `bloque${extension}`);
  await writeFile(file, checkedProgram(block));
  return spawnSync(process.execPath, [file], { encoding: 'utf8' });
}

describe('checkedProgram', () => {
  it('passes a block whose results have the fields its comments name', async () => {
    const block = [
      "const lugar = (n) => ({ estado: n, municipios: 23, id: '13' });",
      "lugar('Mérida');                     // { estado: 'Mérida', …, municipios: 23, id: '13' }",
      "[lugar('A'), lugar('B')];            // [{ estado: 'B' }, …]",
      "JSON.parse('{');                     // lanza: JSON",
      'lugar();                             // cualquier cosa, sin campos',
    ].join('\n');
    const result = await run(block);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails, naming the line, when a result lacks a promised field or a promised throw does not come', async () => {
    const result = await run("const f = () => ({ estado: 'Zulia' });\nf(); // { estado: 'Mérida' }\nf(); // lanza: nada");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`f() respondió {"estado":"Zulia"}, no { estado: 'Mérida' }`);
    expect(result.stderr).toContain('f() no lanzó');
  });

  it('runs CommonJS blocks too', async () => {
    const [block] = jsBlocks("```js\nconst { join } = require('node:path');\njoin('a', 'b'); // nada\n```");
    expect(block!.commonjs).toBe(true);
    expect((await run(block!.code, '.cjs')).status).toBe(0);
  });
});

describe('shellLines', () => {
  it('joins continuations and drops comments', () => {
    const markdown = '```sh\n# nada\nnpx vegeo estado Zulia   # ficha\nA=1 \\\n  npx vegeo capital\n```\n```js\nno();\n```';
    expect(shellLines(markdown)).toEqual(['npx vegeo estado Zulia', 'A=1    npx vegeo capital']);
  });
});
