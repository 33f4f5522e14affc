import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { estado, municipio } from '@vegeo/data';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { CACHES_KEPT } from '../src/output/codeCache.js';

const BIN = fileURLToPath(new URL('../bin/vegeo.cjs', import.meta.url));
// A user's terminal, not a CI log: colour support detection turns colour off when CI is set.
const ENV = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, CI: undefined };

function vegeo(args: string[], input?: string, env: NodeJS.ProcessEnv = ENV) {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, env, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

// `script` gives the command a terminal, as a user's shell would.
function onTerminal(command: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync('script', ['-qfc', command, '/dev/null'], { env, encoding: 'utf8' });
  return result.stdout;
}
// Foreground colours are ESC[3x, ESC[9x and ESC[38;….
const hasColour = (text: string) => ['\u001b[3', '\u001b[9'].some((code) => text.includes(code));
/** The highest resident size (KiB) seen for `pid` while it runs, read from /proc (0 elsewhere). */
function sampleRss(pid: number): { value: number } {
  const peak = { value: 0 };
  const timer = setInterval(() => {
    try {
      const kib = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak.value = Math.max(peak.value, kib);
    } catch {
      clearInterval(timer);
    }
  }, 50);
  return peak;
}

const hasScript = spawnSync('script', ['--version']).status === 0;

describe('the vegeo bin', () => {
  it('exits 0 when found, 1 when not, 2 on usage errors', () => {
    expect(vegeo(['estado', 'Mérida']).code).toBe(0);
    expect(vegeo(['estado', 'Atlantis']).code).toBe(1);
    for (const args of [['capitl'], ['estado', '--foo'], ['buscar', 'x', '--max', '0'], ['buscar', 'x', '-t', 'pais'], []]) {
      expect(vegeo(args).code, args.join(' ')).toBe(2);
    }
  });

  it('prints exactly one JSON value with --json: the library result, or null', () => {
    expect(JSON.parse(vegeo(['estado', 'Mérida', '--json']).out)).toEqual(estado('Mérida'));
    const sucre = vegeo(['municipio', 'Sucre', '--estado', 'Miranda', '--parroquias', '--json']);
    expect(JSON.parse(sucre.out)).toEqual(municipio('Sucre', { estado: 'Miranda', parroquias: true }));
    expect(vegeo(['estado', 'Atlantis', '--json']).out).toBe('null\n');
  });

  it.runIf(existsSync('/dev/full'))('says in one line that the output could not be written, with its own exit code (6)', () => {
    const full = openSync('/dev/full', 'w');
    try {
      for (const args of [['estado', 'Lara'], ['estado', 'Lara', '--json'], ['estado', 'Lara', '--edicion', 'ine'], ['exportar', '--formato', 'sql'], ['lote']]) {
        const result = spawnSync(process.execPath, [BIN, ...args], { input: '{"tipo":"capital"}\n', env: ENV, encoding: 'utf8', stdio: ['pipe', full, 'pipe'] });
        expect([result.status, result.stderr], args.join(' ')).toEqual([6, 'error: no se pudo escribir la salida: no queda espacio en el disco (ENOSPC).\n']);
      }
    } finally {
      closeSync(full);
    }
  });

  it('refuses a database URL the SDK cannot take as a usage error, before the SDK sees it', () => {
    for (const url of ['ftp://x', 'https://x', 'no es una url']) {
      const { code, err } = vegeo(['db', 'diff', '--database-url', url], undefined, { ...ENV, VEGEO_PROJECT: 'demo' });
      expect(code, url).toBe(2);
      expect(err.split('\n')[0], url).toBe(`error: la opción '--database-url <url>' no admite el valor '${url}'. Debe ser una URL https:// (o http:// de un emulador), como https://mi-proyecto-default-rtdb.firebaseio.com.`);
      expect(err, url).not.toMatch(/FATAL|\n\s+at /);
    }
  });

  it('spells out the controls of what was typed in its error messages (ESC, BEL), as in answers', () => {
    expect(vegeo(['estado', '--fo\u001b[31m\u0007o']).err).toMatch(/^error: opción desconocida '--fo\\x1B\[31m\\x07o'\n/);
    expect(vegeo(['estad\u001b]0;x\u0007o']).err).toMatch(/^error: comando desconocido 'estad\\x1B\]0;x\\x07o'\n/);
    expect(vegeo(['exportar', '--formato', '\u0007']).err).toMatch(/^error: la opción '--formato <formato>' no admite el valor '\\x07'/);
    const err = vegeo(['buscar', 'x', '--max', '\u001b']).err;
    expect(err.includes('\u001b') || err.includes('\u0007')).toBe(false);
  });

  it.runIf(spawnSync('bash', ['--version']).status === 0)('completes in bash with the script of vegeo completion bash: commands, values, estado names with spaces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vegeo-completado-'));
    try {
      writeFileSync(join(dir, 'vegeo'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
      chmodSync(join(dir, 'vegeo'), 0o755);
      writeFileSync(join(dir, 'vegeo.bash'), vegeo(['completion', 'bash']).out);
      const complete = (...words: string[]) => {
        const script = `source "${dir}/vegeo.bash"; COMP_WORDS=("$@"); COMP_CWORD=$(( \${#COMP_WORDS[@]} - 1 )); _vegeo; printf '%s\\n' "\${COMPREPLY[@]}"`;
        const result = spawnSync('bash', ['-c', script, 'bash', 'vegeo', ...words], { env: { ...ENV, PATH: `${dir}:${process.env.PATH}` }, encoding: 'utf8' });
        return result.stdout.split('\n').filter(Boolean);
      };
      expect(complete('expo')).toEqual(['exportar']);
      expect(complete('exportar', '--formato', '')).toEqual(['csv', 'ndjson', 'sql', 'json']);
      expect(complete('estado', 'dis')).toEqual(['Distrito\\ Capital']);
      expect(complete('municipio', 'Sucre', '--estado', 'mer')).toEqual(['Mérida']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a completion script for zsh and fish too, and refuses another shell', () => {
    expect(vegeo(['completion', 'zsh']).out).toMatch(/^#compdef vegeo\n[\s\S]*vegeo __complete "\$\{\(@\)words\[2,CURRENT\]\}"[\s\S]*compdef _vegeo vegeo/);
    expect(vegeo(['completion', 'fish']).out).toMatch(/complete -c vegeo -f -a '\(__vegeo_complete\)'/);
    expect(vegeo(['completion', 'tcsh'])).toMatchObject({ code: 2, err: expect.stringMatching(/^error: el valor 'tcsh' no es válido para el argumento 'shell'\. Valores admitidos: bash, zsh, fish\./) });
  });

  it('takes --nivel in the singular too, as the commands name each level', () => {
    for (const [singular, plural] of [['estado', 'estados'], ['municipio', 'municipios'], ['parroquia', 'parroquias']]) {
      const one = vegeo(['exportar', '--formato', 'csv', '--nivel', singular!]);
      expect(one.code, singular).toBe(0);
      expect(one.out, singular).toBe(vegeo(['exportar', '--formato', 'csv', '--nivel', plural!]).out);
    }
    expect(vegeo(['exportar', '--formato', 'csv', '--nivel', 'pais']).code).toBe(2);
  });

  it('suggests the closest names on stderr for a misspelling', () => {
    const { out, err } = vegeo(['estado', 'Meridaa']);
    expect(out).toBe('');
    expect(err).toBe('No se encontró el estado «Meridaa». ¿Quiso decir: Mérida?\n');
  });

  it('reports usage errors in Spanish', () => {
    expect(vegeo(['capitl']).err).toMatch(/^error: comando desconocido 'capitl'\n\(¿Quiso decir capital\?\)/);
    expect(vegeo(['estadoz']).err).toMatch(/^error: comando desconocido 'estadoz'\n\(¿Quiso decir alguno de estos: estado, estados\?\)/);
    expect(vegeo(['buscar', 'x', '--mx', '3']).err).toMatch(/^error: opción desconocida '--mx'\n\(¿Quiso decir --max\?\)/);
  });

  it('lists every command with Spanish descriptions and examples in --help', () => {
    const { code, out } = vegeo(['--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Uso: vegeo \[opciones\] \[comando\]/);
    expect(out).toContain('Opciones:');
    expect(out).toContain('Comandos:');
    for (const command of ['estado', 'municipio', 'parroquia', 'buscar', 'capital', 'lote', 'help']) {
      expect(out).toMatch(new RegExp(`^  ${command} `, 'm'));
    }
    expect(out).toContain('muestra esta ayuda');
    expect(out).toContain('$ vegeo estado "Mérida"');
    expect(out).toContain('$ vegeo municipio Sucre --estado Miranda');
    expect(out).toContain(`$ echo '{"tipo":"estado","nombre":"Zulia"}' | vegeo lote`);
    expect(vegeo(['help', 'buscar']).out).toMatch(/^Uso: vegeo buscar \[opciones\] <texto\.\.\.>[\s\S]*Ejemplos:/);
  });

  // Node 22.1+ only: older ones have no compile cache, and the bin runs without it.
  it.runIf(typeof (Module as { enableCompileCache?: unknown }).enableCompileCache === 'function')(
    'keeps its compiled code in the system\u2019s temporary folder, and answers the same from it',
    () => {
      const tmp = mkdtempSync(join(tmpdir(), 'vegeo-cache-'));
      try {
        const env = { ...ENV, TMPDIR: tmp, NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined };
        const first = vegeo(['estado', 'Mérida', '--json'], undefined, env);
        expect(readdirSync(join(tmp, 'node-compile-cache'))).not.toEqual([]);
        expect(vegeo(['estado', 'Mérida', '--json'], undefined, env)).toEqual(first);
        expect(JSON.parse(first.out)).toEqual(estado('Mérida'));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  );

  // Older Node: the views (Ink and React), which only a terminal loads, go through our own cache.
  describe.runIf(typeof (Module as { enableCompileCache?: unknown }).enableCompileCache !== 'function' && hasScript)('on Node without its own compile cache', () => {
    const folderIn = (tmp: string) => join(tmp, `vegeo-compile-cache-${process.getuid?.() ?? ''}`.replace(/-$/, ''));
    const card = (tmp: string) =>
      stripVTControlCharacters(onTerminal(`${process.execPath} ${BIN} estado Mérida`, { ...ENV, TERM: 'xterm', TMPDIR: tmp, NODE_DISABLE_COMPILE_CACHE: undefined }));
    let tmp = '';
    beforeEach(() => {
      tmp = mkdtempSync(join(tmpdir(), 'vegeo-cache-'));
    });
    afterEach(() => rmSync(tmp, { recursive: true, force: true }));

    it('keeps the views\u2019 compiled code in the user\u2019s own folder, and draws the same card from it', () => {
      const first = card(tmp);
      expect(first).toMatch(/Código ISO {2}VE-L/);
      const files = readdirSync(folderIn(tmp));
      expect(files).toHaveLength(1);
      expect(statSync(folderIn(tmp)).mode & 0o777).toBe(0o700);
      const written = readFileSync(join(folderIn(tmp), files[0]!));
      expect(card(tmp)).toBe(first);
      expect(readFileSync(join(folderIn(tmp), files[0]!))).toEqual(written);
    });

    it('replaces a damaged cache, and draws the card all the same', () => {
      const first = card(tmp);
      const [file] = readdirSync(folderIn(tmp));
      const path = join(folderIn(tmp), file!);
      const damaged = Buffer.alloc(statSync(path).size, 0x5a);
      writeFileSync(path, damaged);
      expect(card(tmp)).toBe(first);
      expect(readFileSync(path).equals(damaged)).toBe(false);
      expect(card(tmp)).toBe(first);
    });

    it('keeps the caches of the last few versions only, not one more with every upgrade', () => {
      mkdirSync(folderIn(tmp), { mode: 0o700 });
      // Six earlier versions' caches, a day apart, and a file that is not a cache.
      const earlier = Array.from({ length: 6 }, (_, n) => {
        const name = createHash('sha1').update(`version ${n}`).digest('hex');
        writeFileSync(join(folderIn(tmp), name), 'old');
        const written = new Date(Date.now() - (n + 1) * 86_400_000);
        utimesSync(join(folderIn(tmp), name), written, written);
        return name;
      });
      writeFileSync(join(folderIn(tmp), 'notes.txt'), 'kept');
      expect(card(tmp)).toMatch(/Código ISO {2}VE-L/);
      const left = readdirSync(folderIn(tmp));
      expect(left).toHaveLength(CACHES_KEPT + 1);
      // This version's, the newest earlier ones, and what is not a cache.
      expect(left.filter((name) => !earlier.includes(name) && name !== 'notes.txt')).toHaveLength(1);
      expect(earlier.filter((name) => left.includes(name))).toEqual(earlier.slice(0, CACHES_KEPT - 1));
      expect(left).toContain('notes.txt');
    });

    it('uses no folder others can write to: whoever writes the cache chooses the code', () => {
      mkdirSync(folderIn(tmp));
      chmodSync(folderIn(tmp), 0o777);
      expect(card(tmp)).toMatch(/Código ISO {2}VE-L/);
      expect(readdirSync(folderIn(tmp))).toEqual([]);
    });
  });

  it('prints the package version', () => {
    expect(vegeo(['--version'])).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
  });

  it.runIf(hasScript)('draws with colour on a terminal, and without under NO_COLOR', () => {
    const command = `${process.execPath} ${BIN} estado Mérida`;
    const env = { ...ENV, TERM: 'xterm-256color' };
    const coloured = onTerminal(command, env);
    expect(coloured).toContain('Estado · ');
    expect(hasColour(coloured)).toBe(true);
    const plain = onTerminal(command, { ...env, NO_COLOR: '1' });
    expect(stripVTControlCharacters(plain)).toMatch(/Código ISO {2}VE-L/);
    expect(hasColour(plain)).toBe(false);
  });

  it.runIf(hasScript)('draws the flag yellow, blue and red on a 16-colour terminal too', () => {
    const drawn = onTerminal(`${process.execPath} ${BIN} estado Mérida`, { ...ENV, TERM: 'xterm', COLORTERM: undefined });
    const flagLine = drawn.split('\n').find((line) => line.includes('━')) ?? '';
    // The three bands in order, each in its basic or bright ANSI colour: 33/93, 34/94, 31/91.
    const bands = flagLine
      .split('\u001b[')
      .filter((sequence) => /^\d+m━/.test(sequence))
      .map((sequence) => Number.parseInt(sequence, 10) % 60);
    expect(bands).toEqual([33, 34, 31]);
  });

  it('answers a lote line by line, errors in place', () => {
    const input = '{"tipo":"estado","nombre":"Zulia"}\n{oops\n{"tipo":"x"}\n{"tipo":"parroquia","nombre":true}\n';
    const { code, out } = vegeo(['lote'], input);
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => Object.keys(line))).toEqual([
      ['consulta', 'resultado'],
      ['consulta', 'error'],
      ['consulta', 'error'],
      ['consulta', 'error'],
    ]);
    expect(lines[1]).toEqual({ consulta: '{oops', error: 'La línea no es JSON válido' });
    expect(lines[3].error).toBe("El nombre no puede ser 'boolean'");
  });

  it('streams a large lote: waits for a slow reader, stays small, one output line per input line', async () => {
    const total = 200_000;
    const queries = ['{"tipo":"estado","nombre":"Zulia"}', '{"tipo":"municipio","nombre":"Sucre"}', 'x'];
    const child = spawn(process.execPath, [BIN, 'lote'], { env: ENV });
    const peak = sampleRss(child.pid!);
    let written = 0;
    const writing = (async () => {
      for (; written < total; written += 1000) {
        const block = Array.from({ length: 1000 }, (_, i) => queries[(written + i) % 3]).join('\n') + '\n';
        if (!child.stdin.write(block)) await new Promise((resolve) => child.stdin.once('drain', resolve));
      }
      child.stdin.end();
    })();
    // Nobody reads the output for a while: the CLI must stop reading its input meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(written).toBeLessThan(total);
    let count = 0;
    let last = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      for (const char of text) if (char === '\n') count++;
      last = (last + text).slice(-400);
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    await writing;
    expect(code).toBe(0);
    expect(count).toBe(total);
    // The last query (199 999 % 3 = 1) is the municipio.
    expect(last).toMatch(/\{"consulta":\{"tipo":"municipio","nombre":"Sucre"\},"resultado":\{[^\n]*\}\n$/);
    // About 100 MB of answers went through; a streaming process stays near its idle size.
    if (peak.value > 0) expect(peak.value).toBeLessThan(150 * 1024);
  }, 120_000);
});
