/** Bounds of what the callables accept. */
export const LIMITS = {
  /** Longest name, capital or option text. */
  texto: 200,
  /** Longest `nota` of a change. */
  nota: 500,
  /** Most changes in one batch of an import (`importarRegistros`). */
  importar: 100,
  /** Most batches one import's restore gathers. */
  importarLotes: 500,
  /** Most queries in one `lote`. */
  lote: 1000,
  /** Most rows in one `normalizar`, and the longest free-text field of a row. */
  normalizar: 1000,
  textoLibre: 500,
  /** Most hits `buscar` may ask for. */
  max: 100,
  /** Most ciudades an estado may list. */
  ciudades: 500,
  /** `auditoria`'s default and largest `limite`. */
  auditoria: 50,
  auditoriaMax: 500,
  /** Most accounts `usuarios` answers at once. */
  usuarios: 1000,
  /** The farthest offset `usuarios` pages from. */
  usuariosDesde: 1_000_000,
} as const;
