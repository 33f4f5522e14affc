import type { BorrarRegistroRequest, EditarRegistroRequest, EstadoDatos, MunicipioDatos, ParroquiaDatos, RegistroResponse } from '@vegeo/data';

// The record callables as the records contract describes them (a create names only its parent).
type CrearRegistroRequest =
  | { tipo: 'estado'; datos: EstadoDatos; nota?: string }
  | { tipo: 'municipio'; datos: MunicipioDatos; nota?: string }
  | { tipo: 'parroquia'; datos: ParroquiaDatos; nota?: string };

/** The callables the admin app calls, by name: request and response. */
export interface Callables {
  crearRegistro: { request: CrearRegistroRequest; response: RegistroResponse };
  editarRegistro: { request: EditarRegistroRequest & { nota?: string }; response: RegistroResponse };
  borrarRegistro: { request: BorrarRegistroRequest & { nota?: string }; response: RegistroResponse };
}

export type CallableName = keyof Callables;
export type CallableRequest<N extends CallableName> = Callables[N]['request'];
export type CallableResponse<N extends CallableName> = Callables[N]['response'];
