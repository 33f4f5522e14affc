import { raMessages } from './raMessages.js';

const field = {
  id: 'Id',
  version: 'Versión',
  capital: 'Capital',
  nombreEstado: 'Estado',
  nombreMunicipio: 'Municipio',
  estadoId: 'Estado',
  municipioId: 'Municipio',
  municipios: 'Municipios',
  parroquias: 'Parroquias',
};

/** Every message the app shows, in Venezuelan Spanish (usted): react-admin's, the resources', ours. */
export const es = {
  ra: raMessages,
  resources: {
    estados: {
      name: 'Estado |||| Estados',
      fields: { ...field, estado: 'Nombre', iso_31662: 'Código ISO 3166-2', id_estado: 'Número', ciudades: 'Ciudades' },
    },
    municipios: {
      name: 'Municipio |||| Municipios',
      fields: { ...field, municipio: 'Nombre' },
    },
    parroquias: {
      name: 'Parroquia |||| Parroquias',
      fields: { ...field, parroquia: 'Nombre' },
    },
    auditoria: {
      name: 'Cambio |||| Auditoría',
      empty: 'Todavía no hay cambios registrados.',
      fields: {
        id: 'Clave',
        at: 'Fecha',
        email: 'Usuario',
        uid: 'Uid',
        accion: 'Acción',
        tipo: 'Tipo',
        registroId: 'Registro',
        version: 'Versión',
        cascada: 'En cascada',
        nota: 'Nota',
      },
    },
  },
  vegeo: {
    title: 'vegeo — administración',
    accion: { crear: 'Creación', editar: 'Edición', borrar: 'Borrado', rol: 'Cambio de rol' },
    tipo: { estado: 'Estado', municipio: 'Municipio', parroquia: 'Parroquia', usuario: 'Usuario' },
    role: { viewer: 'Lector', editor: 'Editor', admin: 'Administrador' },
    search: 'Buscar',
    nota: 'Nota del cambio (opcional: fuente, número de caso…)',
    login: {
      title: 'Iniciar sesión en vegeo',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Entrar',
      required: 'Escriba su correo y su contraseña.',
    },
    realtime: {
      changed: 'Otro usuario cambió este registro mientras usted lo editaba. Si guarda ahora, el cambio se rechazará.',
      deleted: 'Otro usuario borró este registro mientras usted lo editaba.',
      reload: 'Recargar (conserva lo que usted escribió)',
      back: 'Volver a la lista',
    },
    delete: {
      title: 'Borrar %{name} «%{label}»',
      confirm: '¿Borrar %{name} «%{label}»? Esta acción queda en la auditoría y no se puede deshacer desde aquí.',
      children: 'Contiene %{children}. Sin marcar la casilla, el servicio rechazará el borrado.',
      cascade: 'Borrar también lo que contiene (%{children})',
      done: '%{name} borrado |||| %{smart_count} registros borrados',
    },
    show: {
      children: '%{name} (%{count})',
    },
    dashboard: {
      title: 'Inicio',
      totals: 'Totales',
      version: 'Versión de los datos',
      updatedAt: 'Último cambio',
      never: 'sin cambios todavía',
      latest: 'Últimos cambios',
      noChanges: 'No hay cambios registrados.',
      seeAll: 'Ver toda la auditoría',
      differences: 'Diferencias con los datos incluidos (venezuela@2.0.0)',
      sameAsDataset: 'La base de datos es igual a los datos incluidos.',
      created: 'Creados',
      edited: 'Editados',
      deleted: 'Borrados',
      empty: 'La base de datos está vacía: siémbrela con «vegeo db seed».',
    },
    audit: {
      before: 'Antes',
      after: 'Después',
      nothing: '(nada)',
      record: 'Registro',
      field: 'Campo',
    },
  },
};

export type Messages = typeof es;
