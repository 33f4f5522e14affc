import type { FirebaseOptions } from 'firebase/app';

/** Where the emulators listen (`host:port`), when the app runs on them. */
export interface EmulatorHosts {
  auth: string;
  database: string;
  functions: string;
}

export interface FirebaseSettings {
  options: FirebaseOptions;
  emulators?: EmulatorHosts;
}

type FetchJson = (url: string) => Promise<unknown>;

const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/**
 * The project's configuration, from Firebase Hosting's `/__/firebase/init.json` (also served by
 * `npm run admin` and the browser tests). Only a build made for the emulators (dev server,
 * `--mode emulators`) also reads where they listen: a production build has no such code.
 */
export async function loadSettings(get: FetchJson = fetchJson): Promise<FirebaseSettings> {
  const options = (await get('/__/firebase/init.json')) as FirebaseOptions;
  if (import.meta.env.VITE_VEGEO_EMULATORS !== 'true') return { options };
  return { options, emulators: (await get('/__/vegeo/emulators.json')) as EmulatorHosts };
}
