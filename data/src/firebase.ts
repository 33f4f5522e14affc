import { httpsCallable, type Functions, type HttpsCallableOptions } from 'firebase/functions';
import type { CallableName, RequestOf, ResponseOf } from './contracts.js';

/** Options of {@link llamar}: the SDK's own for `httpsCallable` (`timeout`, `limitedUseAppCheckTokens`). */
export type LlamarOptions = HttpsCallableOptions;

/**
 * Calls vegeo's callable function `name` with `request` and resolves to its response, both typed
 * by the `Callables` map (a misspelt name, field or option is a compile error). A thin layer over
 * the Firebase SDK's `httpsCallable`: the call carries the signed-in user of `functions`' app, and
 * a refusal rejects with the SDK's `FunctionsError`, whose `code` (`functions/permission-denied`,
 * `functions/invalid-argument`, `functions/resource-exhausted` …) says why and whose `details`
 * carry what the function adds (see functions/README.md). Needs `firebase` (9 or later) installed.
 *
 * @example
 * import { getFunctions } from 'firebase/functions';
 * import { llamar } from '@vegeo/data/firebase';
 * const r = await llamar(getFunctions(app), 'municipio', { nombre: 'Sucre', opciones: { estado: 'Miranda' } });
 * r?.capital; // 'Petare'
 *
 * @example
 * const lineas = await llamar(functions, 'lote', { consultas: [{ tipo: 'estado', nombre: 'Zulia' }] });
 * lineas[0]; // { consulta: { tipo: 'estado', nombre: 'Zulia' }, resultado: { estado: 'Zulia', … } }
 */
export async function llamar<N extends CallableName>(
  functions: Functions,
  name: N,
  request: RequestOf<N>,
  options?: LlamarOptions,
): Promise<ResponseOf<N>> {
  const call = httpsCallable<RequestOf<N>, ResponseOf<N>>(functions, name, options);
  return (await call(request)).data;
}
