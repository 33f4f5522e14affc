// Everything the backend commands run, as one module loaded on demand: one chunk beside the
// offline path instead of one per command, so the offline start imports as few files as before.
export { auditoria } from './auditoria.js';
export { restaurar } from './restaurar.js';
export { exportGeo, diff } from './db/read.js';
export { seed } from './db/seed.js';
export { corregir } from './db/corregir.js';
export { login, logout, whoami } from './login.js';
export { borrar, crear, editar } from './records/recordChanges.js';
export { importar } from './records/importar.js';
export { rol } from './accounts/rol.js';
export { registrarse } from './accounts/registrarse.js';
export { invitar } from './accounts/invitar.js';
export { borrar as borrarUsuario, crear as crearUsuario, desactivar, listar as listarUsuarios } from './accounts/usuarios.js';
export { openBackend } from './client/openBackend.js';
export { remoteLookup } from './remote/remoteLookup.js';
