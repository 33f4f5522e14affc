import {
  EDITABLE_FIELDS,
  versionOf,
  type BorrarRegistroRequest,
  type CrearRegistroRequest,
  type EditarRegistroRequest,
  type RegistroResponse,
  type Tipo,
} from '@vegeo/data';
import type { Context } from '../../io.js';
import { openBackend, type Backend } from '../client/openBackend.js';
import { EXIT, UserError, usage } from '../../userError.js';
import { confirmed, requireField } from '../fields.js';
import { estadoId, municipioId, parroquiaId, readSnapshot, type Snapshot } from './geo.js';
import { jsonText, terminalText } from '../../format/terminalText.js';
import { agreeing, theKind } from '../../format/kind.js';

/** The flags of `vegeo estados|municipios|parroquias crear|editar|borrar`. */
export interface RecordFlags {
  nombre?: string;
  capital?: string;
  iso?: string;
  estado?: string;
  municipio?: string;
  cascada?: boolean;
  si?: boolean;
  json?: boolean;
}

const LABEL: Record<Tipo, string> = { estado: 'Estado', municipio: 'Municipio', parroquia: 'Parroquia' };

/** Whether an edit of `tipo` may change `field` (a parroquia has no capital, only an estado a code). */
const editable = (tipo: Tipo, field: string): boolean => (EDITABLE_FIELDS[tipo] as readonly string[]).includes(field);

function idOf(geo: Snapshot, tipo: Tipo, ref: string, flags: RecordFlags): string {
  if (tipo === 'estado') return estadoId(geo, ref);
  if (tipo === 'municipio') return municipioId(geo, ref, flags.estado);
  return parroquiaId(geo, ref, flags.municipio, flags.estado);
}

/** The record's current fields (to name it and to offer them as defaults) and its version. */
function recordOf(geo: Snapshot, tipo: Tipo, id: string): { fields: Record<string, string>; version: number } {
  const list: [string, object][] = tipo === 'estado' ? geo.estados : tipo === 'municipio' ? geo.municipios : geo.parroquias;
  const record = list.find(([key]) => key === id)?.[1] ?? {};
  return { fields: record as Record<string, string>, version: versionOf(record) };
}

/** A record change, as one of the three callables takes it. */
type Request =
  | ['crearRegistro', CrearRegistroRequest]
  | ['editarRegistro', EditarRegistroRequest]
  | ['borrarRegistro', BorrarRegistroRequest];

function send(backend: Backend, request: Request): Promise<RegistroResponse> {
  if (request[0] === 'crearRegistro') return backend.call('crearRegistro', request[1]);
  if (request[0] === 'editarRegistro') return backend.call('editarRegistro', request[1]);
  return backend.call('borrarRegistro', request[1]);
}

/** Signs in, reads `/geo` (ids, and the versions of the records as read) and sends the change. */
async function change(ctx: Context, flags: RecordFlags, build: (geo: Snapshot) => Promise<Request | undefined>) {
  const backend = await openBackend(ctx.io);
  const request = await build(await readSnapshot(backend));
  if (!request) return;
  const [name] = request;
  const answer = await send(backend, request);
  ctx.exitCode = 0;
  if (flags.json) {
    ctx.io.stdout.write(`${jsonText(answer)}\n`);
    return;
  }
  const record = answer.registro as Record<string, unknown> | null;
  const stem = name === 'crearRegistro' ? 'cread' : name === 'editarRegistro' ? 'editad' : 'borrad';
  const verb = agreeing(answer.tipo, stem);
  const title = record ? ` «${terminalText(String(record[answer.tipo]))}»` : '';
  const more = answer.borrados > 1 ? ` con ${answer.borrados - 1} registros dependientes` : '';
  ctx.io.stdout.write(`${LABEL[answer.tipo]} ${answer.id}${title} ${verb}${more} (versión ${answer.version}).\n`);
}

/** `vegeo <tipo>s crear`: the missing fields asked for on a terminal. */
export function crear(ctx: Context, tipo: Tipo, flags: RecordFlags): Promise<void> {
  const { io } = ctx;
  return change(ctx, flags, async (geo) => {
    const nombre = await requireField(io, flags.nombre, '--nombre', 'Nombre');
    let request: CrearRegistroRequest;
    if (tipo === 'estado') {
      const capital = await requireField(io, flags.capital, '--capital', 'Capital');
      const iso = (await requireField(io, flags.iso, '--iso', 'Código ISO (VE-X)')).toUpperCase();
      request = { tipo, datos: { estado: nombre, capital, iso_31662: iso } };
    } else if (tipo === 'municipio') {
      const capital = await requireField(io, flags.capital, '--capital', 'Capital');
      const estado = estadoId(geo, await requireField(io, flags.estado, '--estado', 'Estado (id o nombre)'));
      request = { tipo, datos: { municipio: nombre, capital, estadoId: estado } };
    } else {
      const ref = await requireField(io, flags.municipio, '--municipio', 'Municipio (id)');
      request = { tipo, datos: { parroquia: nombre, municipioId: municipioId(geo, ref, flags.estado) } };
    }
    return ['crearRegistro', request];
  });
}

/** `vegeo <tipo>s editar <id|nombre>`: only the fields given change; on a terminal, asked with defaults. */
export function editar(ctx: Context, tipo: Tipo, ref: string, flags: RecordFlags): Promise<void> {
  return change(ctx, flags, async (geo) => {
    const id = idOf(geo, tipo, ref, flags);
    const { fields: current, version } = recordOf(geo, tipo, id);
    const [hasCapital, hasIso] = [editable(tipo, 'capital'), editable(tipo, 'iso_31662')];
    let given = { nombre: flags.nombre, capital: hasCapital ? flags.capital : undefined, iso: hasIso ? flags.iso : undefined };
    if (Object.values(given).every((value) => value === undefined)) {
      const { canAsk } = await import('../prompt.js');
      if (!canAsk(ctx.io)) throw usage(`Nada que cambiar: indique --nombre${hasCapital ? ', --capital' : ''}${hasIso ? ' o --iso' : ''}.`);
      given = {
        nombre: await requireField(ctx.io, undefined, '--nombre', 'Nombre', current[tipo]),
        capital: hasCapital ? await requireField(ctx.io, undefined, '--capital', 'Capital', current['capital']) : undefined,
        iso: hasIso ? await requireField(ctx.io, undefined, '--iso', 'Código ISO', current['iso_31662']) : undefined,
      };
    }
    const datos: Record<string, string> = {};
    if (given.nombre !== undefined && given.nombre !== current[tipo]) datos[tipo] = given.nombre.trim();
    if (given.capital !== undefined && given.capital !== current['capital']) datos['capital'] = given.capital.trim();
    if (given.iso !== undefined && given.iso.toUpperCase() !== current['iso_31662']) datos['iso_31662'] = given.iso.toUpperCase();
    if (Object.keys(datos).length === 0) throw new UserError(`Sin cambios: ${theKind(tipo)} ${id} ya tiene esos datos.`, EXIT.refused);
    return ['editarRegistro', { tipo, id, datos, version } as EditarRegistroRequest];
  });
}

/** `vegeo <tipo>s borrar <id|nombre>`: confirmed with --si or on a terminal; children only with --cascada. */
export function borrar(ctx: Context, tipo: Tipo, ref: string, flags: RecordFlags): Promise<void> {
  return change(ctx, flags, async (geo) => {
    const id = idOf(geo, tipo, ref, flags);
    const { fields, version } = recordOf(geo, tipo, id);
    const what = `${theKind(tipo)} ${id} «${terminalText(String(fields[tipo] ?? id))}»`;
    const cascade = flags.cascada ? ' y todo lo que contiene' : '';
    if (!(await confirmed(ctx.io, flags.si, `¿Borrar ${what}${cascade}?`))) {
      ctx.io.stderr.write('No se borró nada.\n');
      ctx.exitCode = EXIT.refused;
      return undefined;
    }
    const request: BorrarRegistroRequest = { tipo, id, version, ...(flags.cascada ? { cascada: true } : {}) };
    return ['borrarRegistro', request];
  });
}
