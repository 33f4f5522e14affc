import { setGlobalOptions } from 'firebase-functions/options';
import { maxInstances } from './config.js';
import { callable } from './callable.js';

setGlobalOptions({ maxInstances });

// Lookups (any signed-in user)
export const estado = callable('estado', () => import('./callables/estado.js'));
export const municipio = callable('municipio', () => import('./callables/municipio.js'));
export const parroquia = callable('parroquia', () => import('./callables/parroquia.js'));
export const buscar = callable('buscar', () => import('./callables/buscar.js'));
export const lote = callable('lote', () => import('./callables/lote.js'));
export const normalizar = callable('normalizar', () => import('./callables/normalizar.js'));

// Records (editors and admins)
export const crearRegistro = callable('crearRegistro', () => import('./callables/crearRegistro.js'));
export const editarRegistro = callable('editarRegistro', () => import('./callables/editarRegistro.js'));
export const borrarRegistro = callable('borrarRegistro', () => import('./callables/borrarRegistro.js'));
export const restaurarRegistro = callable('restaurarRegistro', () => import('./callables/restaurarRegistro.js'));
export const importarRegistros = callable('importarRegistros', () => import('./callables/importarRegistros.js'));

// Accounts and audit (admins; borrarMiCuenta and sincronizarMiCuenta, anyone for their own)
export const setRole = callable('setRole', () => import('./callables/setRole.js'));
export const auditoria = callable('auditoria', () => import('./callables/auditoria.js'));
export const usuarios = callable('usuarios', () => import('./callables/usuarios.js'));
export const invitarUsuario = callable('invitarUsuario', () => import('./callables/invitarUsuario.js'));
export const desactivarUsuario = callable('desactivarUsuario', () => import('./callables/desactivarUsuario.js'));
export const borrarUsuario = callable('borrarUsuario', () => import('./callables/borrarUsuario.js'));
export const borrarMiCuenta = callable('borrarMiCuenta', () => import('./callables/borrarMiCuenta.js'));
export const sincronizarMiCuenta = callable('sincronizarMiCuenta', () => import('./callables/sincronizarMiCuenta.js'));
