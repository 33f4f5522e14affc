/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `'true'` in builds that run on the emulators (dev server, `--mode emulators`); absent in production. */
  readonly VITE_VEGEO_EMULATORS?: string;
  /** `'false'` closes self-service sign-up (only invited accounts get in); open otherwise. Mirrors the functions' `REGISTRO_ABIERTO`. */
  readonly VITE_REGISTRO_ABIERTO?: string;
}
