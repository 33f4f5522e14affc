import type { Usuario } from '@vegeo/data';
import type { TableModel } from '../../model/types.js';
import { roleName } from '../roles.js';

/** How each sign-in provider reads. */
const METHODS: Record<string, string> = {
  password: 'contraseña',
  emailLink: 'enlace',
  'google.com': 'Google',
  phone: 'teléfono',
};

const day = (ms: number | null): string => (ms === null ? '' : new Date(ms).toISOString().slice(0, 10));

/** The accounts as a table: Correo, Nombre, Rol, Métodos, Creada, Último acceso, Estado, Uid. */
export function usuariosTable(usuarios: readonly Usuario[]): TableModel {
  return {
    title: `Cuentas (${usuarios.length})`,
    columns: ['Correo', 'Nombre', 'Rol', 'Métodos', 'Creada', 'Último acceso', 'Estado', 'Uid'],
    rows: usuarios.map((usuario) => [
      usuario.email ?? '',
      usuario.nombre ?? '',
      roleName(usuario.role),
      usuario.metodos.map((method) => METHODS[method] ?? method).join(', '),
      day(usuario.creado),
      day(usuario.ultimoAcceso),
      usuario.desactivado ? 'desactivada' : 'activa',
      usuario.uid,
    ]),
    narrowable: [0, 1],
    droppable: [7, 4, 3, 1],
  };
}
