/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `'true'` in builds that run on the emulators (dev server, `--mode emulators`); absent in production. */
  readonly VITE_VEGEO_EMULATORS?: string;
}
