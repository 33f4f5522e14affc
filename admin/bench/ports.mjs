// Ports for the benches: a free one for a preview server, and a set for the emulators.
import { freePorts, isPortFree } from '@vegeo/testkit';

export const freePort = async () => (await freePorts(1))[0];

/** The first set of emulator ports, 10 by 10 from `base`, that is all free. */
export async function emulatorPorts(base = { auth: 9599, database: 9500, functions: 5501 }) {
  for (let step = 0; step < 30; step++) {
    const set = { auth: base.auth + 10 * step, database: base.database + 10 * step, functions: base.functions + 10 * step };
    if ((await Promise.all(Object.values(set).map((port) => isPortFree(port)))).every(Boolean)) return set;
  }
  throw new Error('No hay puertos libres para los emuladores');
}
