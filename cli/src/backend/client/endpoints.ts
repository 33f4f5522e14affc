import type { Settings } from './settings.js';

/** The REST addresses of a project, or of the emulators when the settings name them. */
export function endpoints(settings: Settings) {
  const { emulators: emu, project, region, apiKey } = settings;
  const key = `key=${encodeURIComponent(apiKey)}`;
  const google = (host: string) => (emu ? `http://${emu.auth}/${host}` : `https://${host}`);
  const namespace = new URL(settings.databaseUrl).hostname.split('.')[0];
  return {
    signIn: `${google('identitytoolkit.googleapis.com')}/v1/accounts:signInWithPassword?${key}`,
    refresh: `${google('securetoken.googleapis.com')}/v1/token?${key}`,
    /** Identity Toolkit's `accounts:<action>` (`signUp`, `delete`, `sendOobCode`). */
    accounts: (action: string) => `${google('identitytoolkit.googleapis.com')}/v1/accounts:${action}?${key}`,
    /** The Auth emulator's record of the e-mails it would have sent (`oobCodes`), emulators only. */
    emulatorOobCodes: emu ? `http://${emu.auth}/emulator/v1/projects/${encodeURIComponent(project)}/oobCodes` : undefined,
    callable: (name: string) =>
      emu ? `http://${emu.functions}/${project}/${region}/${name}` : `https://${region}-${project}.cloudfunctions.net/${name}`,
    /** A database path over REST (`/geo/meta/version` → `…/geo/meta/version.json`). */
    database: (path: string) =>
      emu
        ? `http://${emu.database}/${path}.json?ns=${namespace}`
        : `${settings.databaseUrl.replace(/\/$/, '')}/${path}.json`,
  };
}
