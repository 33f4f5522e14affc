// Types of the peer package venezuela@2.0.0 (it ships none), for the differential tests and the
// benchmark. Only what they use.
declare module 'venezuela' {
  import type { PaisData } from '../types.js';

  interface UpstreamEstado {
    iso_31662: string;
    estado: string;
    capital: string;
    municipios: number | string[];
    parroquias: number;
  }
  interface UpstreamMunicipio {
    municipio: string;
    capital: string;
    estado: string;
    parroquias: number | string[];
  }
  interface UpstreamParroquia {
    parroquia: string;
    municipio: string;
    capital: string;
    estado: string;
  }
  const venezuela: {
    pais: PaisData;
    estados: number;
    municipios: number;
    parroquias: number;
    capital: UpstreamEstado;
    estado(nombre?: unknown, opciones?: { municipios?: unknown }): UpstreamEstado | undefined;
    municipio(nombre?: unknown, opciones?: { parroquias?: unknown }): UpstreamMunicipio | undefined;
    parroquia(nombre?: unknown, opciones?: unknown): UpstreamParroquia[] | UpstreamParroquia | undefined;
  };
  export default venezuela;
}
