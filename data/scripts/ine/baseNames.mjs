// The names the default edition (the seed) gives to places whose name the `ine` edition corrected
// (a renaming is not a correction: its former name travels as `nombre_anterior`). The lookups
// find a corrected place by them too, so that a name taken from the default edition, or from a
// database seeded with it, still resolves in the `ine` edition.

// As the lookups tell names apart (case, accents on vowels and blanks aside; punctuation counts).
const key = (name) => name.toLowerCase().normalize('NFD').replace(/([aeiou])[\u0300-\u036f]+/g, '$1').normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * `[{ id, nombre, nombre_base }]`: the record `id`, called `nombre` in the `ine` edition, is
 * `nombre_base` in the default one; a parroquia merged into another (`fusion`) gives its name to
 * the one that absorbed it, the one fusion edit of its municipio. In the order of the corrections.
 */
export function baseNames(correcciones) {
  const applied = correcciones.filter((c) => c.estado === 'aplicada' && c.clase !== 'renombre' && c.registro !== '*');
  const names = [];
  for (const c of applied) {
    if (c.accion === 'editar' && c.campo === c.tipo && key(c.antes) !== key(c.despues)) {
      names.push({ id: c.registro, nombre: c.despues, nombre_base: c.antes });
    } else if (c.accion === 'borrar' && c.clase === 'fusion') {
      const into = applied.filter((e) => e.clase === 'fusion' && e.accion === 'editar' && e.registro.slice(0, 4) === c.registro.slice(0, 4));
      if (into.length !== 1) throw new Error(`build-ine: ${c.id} (${c.registro}): una fusión necesita una sola parroquia que la absorba en su municipio`);
      names.push({ id: into[0].registro, nombre: into[0].despues, nombre_base: c.antes });
    }
  }
  return names;
}
