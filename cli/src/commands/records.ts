import { Command } from 'commander';
import type { Tipo } from '@vegeo/data';
import { examples, jsonOption, parseCodificacion } from './options.js';
import { readFileArgument } from './_lib/readFileArgument.js';
import type { Context } from '../io.js';
import type { RecordFlags } from '../backend/records/recordChanges.js';
import type { ImportarFlags } from '../backend/records/importar.js';

const load = () => import('../backend/index.js');

interface Group {
  tipo: Tipo;
  /** `estados`, `municipios`, `parroquias`. */
  name: string;
  /** How its record is named in help: `del estado`, and with its article: `una parroquia`. */
  of: string;
  one: string;
  create: (command: Command) => Command;
  edit: (command: Command) => Command;
  target: (command: Command) => Command;
  examples: string[];
}

const nombre = (command: Command) => command.option('--nombre <nombre>', 'nombre');
const capital = (command: Command) => command.option('--capital <capital>', 'capital');
// A number is an id, or an INE code where the data has them (see lookup/placeRefs.ts).
const estado = (command: Command) => command.option('--estado <id|nombre>', 'estado (número, id:N, ine:N, código ISO o nombre)');
const municipio = (command: Command) => command.option('--municipio <id|nombre>', 'municipio (número, id:N, ine:N, o nombre con --estado)');

const GROUPS: Group[] = [
  {
    tipo: 'estado',
    name: 'estados',
    of: 'del estado',
    one: 'un estado',
    create: (c) => nombre(capital(c)).option('--iso <código>', 'código ISO 3166-2 (VE-X)'),
    edit: (c) => nombre(capital(c)).option('--iso <código>', 'código ISO 3166-2 (VE-X)'),
    target: (c) => c,
    examples: ['vegeo estados editar Mérida --capital "Mérida"', 'vegeo estados borrar 25 --cascada --si'],
  },
  {
    tipo: 'municipio',
    name: 'municipios',
    of: 'del municipio',
    one: 'un municipio',
    create: (c) => estado(nombre(capital(c))),
    edit: (c) => nombre(capital(c)),
    target: estado,
    examples: [
      'vegeo municipios crear --estado Mérida --nombre "Nuevo" --capital "Pueblo Nuevo"',
      'vegeo municipios editar Libertador --estado Mérida --nombre "Libertador de Mérida"',
      'vegeo municipios borrar 1424 --cascada --si --json',
    ],
  },
  {
    tipo: 'parroquia',
    name: 'parroquias',
    of: 'de la parroquia',
    one: 'una parroquia',
    create: (c) => estado(municipio(nombre(c))),
    edit: nombre,
    target: (c) => estado(municipio(c)),
    examples: ['vegeo parroquias crear --municipio 1401 --nombre "Nueva"', 'vegeo parroquias editar 140101 --nombre "Presidente Páez"'],
  },
];

/** `vegeo estados|municipios|parroquias crear|editar|borrar|importar`: records through the callables (editors, admins). */
export function recordCommands(ctx: Context): Command[] {
  return GROUPS.map((group) => {
    const { tipo } = group;
    const command = new Command(group.name).description(`crea, edita o borra ${group.name} en el servicio (editores)`);
    group
      .create(command.command('crear').description(`crea ${group.one} (en una terminal pregunta lo que falte)`))
      .addOption(jsonOption())
      .action(async (flags: RecordFlags) => (await load()).crear(ctx, tipo, flags));
    group
      .target(group.edit(command.command('editar').description(`cambia los datos ${group.of}`)))
      .argument('<id|nombre>', `id o nombre ${group.of}`)
      .addOption(jsonOption())
      .action(async (ref: string, flags: RecordFlags) => (await load()).editar(ctx, tipo, ref, flags));
    group
      .target(command.command('borrar').description(`borra ${group.one} (pide confirmación salvo con --si)`))
      .argument('<id|nombre>', `id o nombre ${group.of}`)
      .option('--cascada', 'borra también lo que contiene')
      .option('--si', 'no pide confirmación')
      .addOption(jsonOption())
      .action(async (ref: string, flags: RecordFlags) => (await load()).borrar(ctx, tipo, ref, flags));
    command
      .command('importar')
      .description(`importa un archivo CSV de ${group.name}: cambios (columna accion) o la lista completa de un lugar`)
      .argument('<archivo>', 'archivo CSV (UTF-8 o Windows-1252)')
      .option('--ensayo', 'solo muestra lo que cambiaría (tabla en una terminal; si no, CSV)')
      .option('--columnas <campo=columna,…>', 'qué columna es cada campo (nombre, codigo_ine, id, estado, municipio, accion, version…)')
      .option('--codificacion <nombre>', 'utf-8, windows-1252 o latin1 (por defecto, la que se detecte)', parseCodificacion)
      .option('--modo <cambios|lista>', 'cómo leer el archivo (por defecto: cambios si tiene columna accion)')
      .option('--borrar-faltantes', 'en una lista, borra lo que ya no está en ella')
      .option('--aceptar <claves|todos>', 'aplica los conflictos indicados (f12,f14 o todos)')
      .option('--elegir <clave=id,…>', 'resuelve las dudas (f12=1419, f20=nuevo)')
      .option('--nota <texto>', 'la fuente de los cambios, guardada en la auditoría')
      .option('--informe <archivo.csv>', 'escribe el resultado de cada fila')
      .addOption(jsonOption())
      .action(async (path: string, flags: ImportarFlags) => {
        const bytes = await readFileArgument(path);
        await (await load()).importar(ctx, tipo, { path, bytes }, flags);
      });
    return command.addHelpText('after', examples([...group.examples, `vegeo ${group.name} importar ${group.name}.csv --ensayo`]));
  });
}
