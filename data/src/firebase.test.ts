import type { Functions } from 'firebase/functions';
import { describe, expectTypeOf, it } from 'vitest';
import type { LoteLine, MunicipioRequest, MunicipioResponse, RegistroResponse } from './index.js';
import { llamar } from './firebase.js';

// What `llamar` promises is its types: these hold when `npm test` type-checks this file.
describe('llamar', () => {
  const functions = {} as Functions;

  it('takes the request and answers the response of the callable it names', () => {
    expectTypeOf(llamar<'municipio'>).parameter(2).toEqualTypeOf<MunicipioRequest>();
    expectTypeOf(llamar<'municipio'>).returns.resolves.toEqualTypeOf<MunicipioResponse>();
    expectTypeOf(llamar<'lote'>).returns.resolves.toEqualTypeOf<LoteLine[]>();
    expectTypeOf(llamar<'crearRegistro'>).returns.resolves.toEqualTypeOf<RegistroResponse>();
  });

  it('refuses at compile time a callable, a field or an option that does not exist', () => {
    // Never called: only the compiler reads these.
    const never = () => {
      // @ts-expect-error no callable of that name
      void llamar(functions, 'municipios', {});
      // @ts-expect-error `nombre` is text
      void llamar(functions, 'estado', { nombre: 5 });
      // @ts-expect-error municipio takes no `tipo` option
      void llamar(functions, 'municipio', { nombre: 'Sucre', opciones: { tipo: 'estado' } });
      // @ts-expect-error a lote sends `consultas`
      void llamar(functions, 'lote', { lineas: [] });
    };
    expectTypeOf(never).toBeFunction();
  });
});
