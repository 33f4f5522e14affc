// The steps of build-ine.mjs: check the corrections, apply them to the seed, attach the INE codes.
// Ids are positions (EE, EEMM, EEMMPP): a record present in both editions keeps its position, so
// a parroquia may only be removed from the end of its municipio and a new one only appended, on an
// id the seed never used.

const LEVEL = { 2: 'estado', 4: 'municipio', 6: 'parroquia' };
const CONFIANZAS = ['alta', 'media', 'baja'];
const pad = (n) => String(n).padStart(2, '0');

function fail(message) {
  throw new Error(`build-ine: ${message}`);
}

/** Every record of `pais` with its id, level, and how to read and write its fields. */
function* records(pais) {
  for (const estado of pais) {
    const ee = pad(estado.id_estado);
    yield { id: ee, tipo: 'estado', record: estado, name: () => estado.estado };
    for (const [m, municipio] of estado.municipios.entries()) {
      const eemm = ee + pad(m + 1);
      yield { id: eemm, tipo: 'municipio', record: municipio, name: () => municipio.municipio, parentId: ee };
      for (const [p, parroquia] of municipio.parroquias.entries()) {
        yield { id: eemm + pad(p + 1), tipo: 'parroquia', record: parroquia, name: () => nameOfParroquia(parroquia), parentId: eemm };
      }
    }
  }
}

const nameOfParroquia = (parroquia) => (typeof parroquia === 'string' ? parroquia : parroquia.parroquia);

/** The seed's value of `campo` on record `id`, or `undefined` when there is no such record. */
function valueIn(pais, id, campo) {
  const found = [...records(pais)].find((r) => r.id === id);
  if (found === undefined) return undefined;
  return campo === found.tipo ? found.name() : found.record[campo];
}

/** Refuses corrections that break the rules: known sources, enough of them, values as the seed has them. */
export function checkCorrections(correcciones, fuentes, seed) {
  const sources = new Map(fuentes.map((f) => [f.id, f]));
  const ids = new Set();
  const applied = new Set();
  for (const c of correcciones) {
    const where = `${c.id} (${c.registro})`;
    if (!/^c\d{3}$/.test(c.id) || ids.has(c.id)) fail(`${c.id}: id repetido o mal formado`);
    ids.add(c.id);
    if (!CONFIANZAS.includes(c.confianza)) fail(`${where}: confianza '${c.confianza}'`);
    if (!['aplicada', 'pendiente'].includes(c.estado)) fail(`${where}: estado '${c.estado}'`);
    if (!Array.isArray(c.fuentes) || c.fuentes.length === 0) fail(`${where}: sin fuentes`);
    for (const f of c.fuentes) if (!sources.has(f)) fail(`${where}: fuente desconocida '${f}'`);
    if (c.estado === 'aplicada') {
      const authoritative = c.fuentes.some((f) => sources.get(f).autorizada);
      if (c.confianza === 'baja') fail(`${where}: una corrección de confianza baja queda pendiente`);
      if (c.confianza === 'media' && c.fuentes.length < 2) fail(`${where}: confianza media con una sola fuente`);
      if (!authoritative && c.fuentes.length < 2) fail(`${where}: hacen falta dos fuentes o una autorizada`);
      const key = `${c.registro}.${c.campo}`;
      if (applied.has(key)) fail(`${where}: dos correcciones aplicadas del mismo campo`);
      applied.add(key);
    }
    if (c.registro === '*') continue;
    if (LEVEL[c.registro.length] !== c.tipo) fail(`${where}: el id no es de ${c.tipo === 'parroquia' ? 'una' : 'un'} ${c.tipo}`);
    if (c.accion === 'crear') {
      if (valueIn(seed, c.registro, c.tipo) !== undefined) fail(`${where}: el id ya existe en la semilla`);
    } else if (valueIn(seed, c.registro, c.campo ?? c.tipo) !== c.antes) {
      fail(`${where}: la semilla no dice ${JSON.stringify(c.antes)}`);
    }
  }
}

/**
 * The seed with the applied corrections, and the current name of each renamed record with its id
 * (what the default edition says a place is called now), estados first. Renamed records keep their former
 * name as `nombre_anterior`.
 */
export function applyCorrections(seed, correcciones) {
  const pais = structuredClone(seed);
  const renombres = {};
  const byId = () => new Map([...records(pais)].map((r) => [r.id, r]));
  const applied = correcciones.filter((c) => c.estado === 'aplicada' && c.registro !== '*');
  let found = byId();
  for (const c of applied.filter((c) => c.accion === 'editar')) {
    const { record, tipo, parentId } = found.get(c.registro);
    if (c.campo !== tipo) record[c.campo] = c.despues;
    else if (tipo !== 'parroquia') record[tipo] = c.despues;
    else {
      const at = Number(c.registro.slice(4)) - 1;
      found.get(parentId).record.parroquias[at] = c.clase === 'renombre' ? { parroquia: c.despues, nombre_anterior: c.antes } : c.despues;
    }
    if (c.clase === 'renombre') {
      if (tipo !== 'parroquia') record.nombre_anterior = c.antes;
      renombres[c.registro] = c.despues;
    }
    found = byId();
  }
  const removed = new Set(applied.filter((c) => c.accion === 'borrar').map((c) => c.registro));
  for (const estado of pais) {
    for (const [m, municipio] of estado.municipios.entries()) {
      const eemm = pad(estado.id_estado) + pad(m + 1);
      const gone = municipio.parroquias.map((_, p) => removed.has(eemm + pad(p + 1)));
      const kept = gone.filter((g) => !g).length;
      if (gone.some((g, p) => g && p < kept)) fail(`${eemm}: solo se quitan parroquias del final (los ids no se mueven)`);
      municipio.parroquias = municipio.parroquias.filter((_, p) => !gone[p]);
    }
  }
  found = byId();
  for (const c of applied.filter((c) => c.accion === 'crear')) {
    const parent = found.get(c.registro.slice(0, 4));
    if (parent === undefined) fail(`${c.id}: no existe el municipio ${c.registro.slice(0, 4)}`);
    const next = parent.id + pad(parent.record.parroquias.length + 1);
    if (next !== c.registro) fail(`${c.id}: el id nuevo sería ${next}, no ${c.registro}`);
    parent.record.parroquias.push(c.despues);
    found = byId();
  }
  const byLevel = ([a], [b]) => a.length - b.length || (a < b ? -1 : 1);
  return { pais, renombres: Object.entries(renombres).sort(byLevel).map(([id, nombre]) => ({ id, nombre_actual: nombre })) };
}

/** `ine/codigos.csv`: id, codigo_ine, nombre (ours), nombre_ocha; by id. */
export function readCodes(text) {
  const [header, ...lines] = text.trimEnd().split('\n');
  if (header !== 'id,codigo_ine,nombre,nombre_ocha') fail(`codigos.csv: cabecera '${header}'`);
  const codes = new Map();
  for (const line of lines) {
    const [id, codigo, nombre, nombreOcha] = line.split(',');
    if (codes.has(id)) fail(`codigos.csv: ${id} repetido`);
    codes.set(id, { codigo, nombre, nombreOcha });
  }
  return codes;
}

/** OCHA's table (codes 'VE' + INE code): every estado, municipio and parroquia name by INE code. */
export function readOcha(text) {
  const names = new Map();
  for (const line of text.trimEnd().split('\n').slice(1)) {
    const [c1, n1, c2, n2, c3, n3] = line.split(',');
    for (const [code, name] of [[c1, n1], [c2, n2], [c3, n3]]) names.set(code.slice(2), name);
  }
  return names;
}

/**
 * Sets `codigo_ine` on every record `codes` lists, after checking the row against the record's
 * name and OCHA's table, its code's digits against its level, and its prefix against its parent's.
 */
export function attachCodes(pais, codes, ocha) {
  const codeOf = new Map();
  const used = new Set();
  for (const { id, tipo, name, parentId } of records(pais)) {
    const row = codes.get(id);
    if (row === undefined) continue;
    if (row.nombre !== name()) fail(`codigos.csv ${id}: dice '${row.nombre}', la edición '${name()}'`);
    if (ocha.get(row.codigo) !== row.nombreOcha) fail(`codigos.csv ${id}: OCHA no tiene ${row.codigo} '${row.nombreOcha}'`);
    if (row.codigo.length !== id.length) fail(`codigos.csv ${id}: ${row.codigo} no es un código de ${tipo}`);
    if (parentId !== undefined && !row.codigo.startsWith(codeOf.get(parentId) ?? '?')) {
      fail(`codigos.csv ${id}: ${row.codigo} no empieza por el código de su padre`);
    }
    if (used.has(row.codigo)) fail(`codigos.csv ${id}: ${row.codigo} repetido`);
    used.add(row.codigo);
    codeOf.set(id, row.codigo);
  }
  for (const id of codes.keys()) if (!codeOf.has(id)) fail(`codigos.csv ${id}: no hay tal registro en la edición`);
  for (const estado of pais) {
    const ee = pad(estado.id_estado);
    estado.municipios = estado.municipios.map((municipio, m) => {
      const eemm = ee + pad(m + 1);
      const parroquias = municipio.parroquias.map((parroquia, p) => shapeParroquia(parroquia, codeOf.get(eemm + pad(p + 1))));
      return withExtras(municipio, codeOf.get(eemm), ['municipio', 'capital'], { parroquias });
    });
    Object.assign(estado, withExtras(estado, codeOf.get(ee), ['iso_31662', 'estado', 'capital', 'id_estado'], {
      municipios: estado.municipios,
      ...(estado.ciudades ? { ciudades: estado.ciudades } : {}),
    }));
  }
}

/** A record's fields in the edition's order: `first`, then codigo_ine and nombre_anterior, then `rest`. */
function withExtras(record, codigo, first, rest) {
  const shaped = Object.fromEntries(first.map((key) => [key, record[key]]));
  if (codigo !== undefined) shaped.codigo_ine = codigo;
  if (record.nombre_anterior !== undefined) shaped.nombre_anterior = record.nombre_anterior;
  for (const key of Object.keys(record)) delete record[key];
  return Object.assign(record, shaped, rest);
}

function shapeParroquia(parroquia, codigo) {
  const nombreAnterior = typeof parroquia === 'string' ? undefined : parroquia.nombre_anterior;
  if (codigo === undefined && nombreAnterior === undefined) return nameOfParroquia(parroquia);
  return {
    parroquia: nameOfParroquia(parroquia),
    ...(codigo !== undefined ? { codigo_ine: codigo } : {}),
    ...(nombreAnterior !== undefined ? { nombre_anterior: nombreAnterior } : {}),
  };
}

/** Totals, codes per level and corrections per kind, for the console and data/README.md. */
export function summarize(pais, correcciones) {
  const all = [...records(pais)];
  const count = (tipo) => all.filter((r) => r.tipo === tipo).length;
  const coded = (tipo) =>
    all.filter((r) => r.tipo === tipo && (typeof r.record === 'object' && r.record.codigo_ine !== undefined)).length;
  const lines = [`ine.json: ${count('estado')} estados, ${count('municipio')} municipios, ${count('parroquia')} parroquias`];
  lines.push(`codigo_ine: ${coded('estado')} estados, ${coded('municipio')} municipios, ${coded('parroquia')} parroquias`);
  const kinds = [...new Set(correcciones.map((c) => c.clase))];
  lines.push('| clase | aplicadas | pendientes |', '| --- | ---: | ---: |');
  for (const clase of kinds) {
    const of = correcciones.filter((c) => c.clase === clase);
    lines.push(`| ${clase} | ${of.filter((c) => c.estado === 'aplicada').length} | ${of.filter((c) => c.estado === 'pendiente').length} |`);
  }
  const pending = correcciones.filter((c) => c.estado === 'pendiente').map((c) => `${c.id} ${c.registro}`);
  lines.push(`pendientes: ${pending.join(', ')}`);
  return lines.join('\n');
}
