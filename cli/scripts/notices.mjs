// What must travel with the bundle: the notices of the data it embeds (NOTICE.md, from
// @vegeo/data's) and the licences of the packages whose code it carries (dist/LICENCIAS.txt).
// Their licences (MIT and alike) ask that the copyright notice go wherever the code goes, and the
// bundle drops the comments that held it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes NOTICE.md and `outdir`/LICENCIAS.txt for the bundle whose esbuild metafiles are given. */
export async function writeNotices(metafiles, outdir) {
  const dirs = new Set(metafiles.flatMap((metafile) => Object.keys(metafile.inputs)).map(packageDir).filter(Boolean));
  // One entry per name and version, however many copies node_modules holds.
  const packages = new Map((await Promise.all([...dirs].map(describe))).map((described) => [described.id, described]));
  const sections = [...packages.values()].sort((a, b) => a.id.localeCompare(b.id)).map(({ id, license, text }) => `${id} (${license})\n\n${text.trim()}\n`);
  const header = 'vegeo lleva en dist/ el código de estos paquetes; sus licencias, tal como los publican:\n\n';
  await writeFile(join(root, outdir, 'LICENCIAS.txt'), header + sections.join(`\n${'-'.repeat(72)}\n\n`));

  const dataNotice = await readFile(join(root, '../data/NOTICE.md'), 'utf8');
  const intro =
    '# Avisos\n\nvegeo lleva dentro los datos de `@vegeo/data` (las ediciones `base` e `ine`), con su procedencia y sus licencias, que siguen. ' +
    'El código de terceros que va en `dist/`, con sus licencias, está en `dist/LICENCIAS.txt`.\n\n';
  await writeFile(join(root, 'NOTICE.md'), intro + dataNotice.replace(/^#/gm, '##'));
}

/** The folder of the npm package an input file belongs to, or undefined for our own sources. */
function packageDir(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first, second] = input.slice(at + 'node_modules/'.length).split('/');
  return join(root, input.slice(0, at), 'node_modules', first.startsWith('@') ? `${first}/${second}` : first);
}

async function describe(dir) {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const file = (await readdir(dir)).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  const text = file ? await readFile(join(dir, file), 'utf8') : `Sin archivo de licencia; package.json dice: ${manifest.license}`;
  return { id: `${manifest.name}@${manifest.version}`, license: manifest.license ?? "sin indicar", text };
}
