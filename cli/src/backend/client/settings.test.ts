import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { UserError } from '../../userError.js';
import { remoteWanted, resolveSettings } from './settings.js';

describe('resolveSettings', () => {
  it('uses the emulators when FIREBASE_AUTH_EMULATOR_HOST is set, with their project and any key', () => {
    const settings = resolveSettings({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9100',
      VEGEO_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5101',
      GCLOUD_PROJECT: 'demo-vegeo',
    });
    expect(settings).toEqual({
      project: 'demo-vegeo',
      region: 'us-central1',
      apiKey: 'demo-api-key',
      databaseUrl: 'https://demo-vegeo-default-rtdb.firebaseio.com',
      emulators: { auth: '127.0.0.1:9199', functions: '127.0.0.1:5101', database: '127.0.0.1:9100' },
    });
    const urls = endpoints(settings);
    expect(urls.signIn).toBe('http://127.0.0.1:9199/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key');
    expect(urls.refresh).toBe('http://127.0.0.1:9199/securetoken.googleapis.com/v1/token?key=demo-api-key');
    expect(urls.callable('estado')).toBe('http://127.0.0.1:5101/demo-vegeo/us-central1/estado');
    expect(urls.database('geo/meta')).toBe('http://127.0.0.1:9100/geo/meta.json?ns=demo-vegeo-default-rtdb');
  });

  it('reaches a project from the config file, the environment winning', () => {
    const settings = resolveSettings({ VEGEO_REGION: 'southamerica-east1' }, { project: 'vg', apiKey: 'k', region: 'us-east1' });
    const urls = endpoints(settings);
    expect(settings.emulators).toBeUndefined();
    expect(urls.callable('lote')).toBe('https://southamerica-east1-vg.cloudfunctions.net/lote');
    expect(urls.signIn).toBe('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k');
    expect(urls.database('geo')).toBe('https://vg-default-rtdb.firebaseio.com/geo.json');
  });

  it('turns the emulators on from the config and off with VEGEO_EMULATORS=0', () => {
    expect(resolveSettings({}, { emulators: true }).emulators?.auth).toBe('127.0.0.1:9099');
    expect(resolveSettings({ VEGEO_EMULATORS: '0' }, { emulators: true, project: 'p', apiKey: 'k' }).emulators).toBeUndefined();
  });

  it('asks for a project and a key on a real backend, as usage errors', () => {
    expect(() => resolveSettings({})).toThrow(UserError);
    expect(() => resolveSettings({})).toThrow(/vegeo login --proyecto/);
    expect(() => resolveSettings({}, { project: 'p' })).toThrow(/--api-key/);
    try {
      resolveSettings({});
    } catch (error) {
      expect((error as UserError).exitCode).toBe(2);
    }
  });
});

describe('remoteWanted', () => {
  const none = () => undefined;
  it('follows --remote, then VEGEO_REMOTE, then the config, reading the file only when needed', () => {
    let reads = 0;
    const stored = () => (reads++, { remote: true });
    expect(remoteWanted(['node', 'vegeo', 'estado', '--remote'], {}, none)).toBe(true);
    expect(remoteWanted(['node', 'vegeo', 'estado'], { VEGEO_REMOTE: '1' }, none)).toBe(true);
    expect(remoteWanted(['node', 'vegeo', 'estado'], { VEGEO_REMOTE: '0' }, stored)).toBe(false);
    expect(reads).toBe(0);
    expect(remoteWanted(['node', 'vegeo', 'estado'], {}, stored)).toBe(true);
    expect(remoteWanted(['node', 'vegeo', 'estado'], {}, none)).toBe(false);
  });
});

describe('resolveSettings for the database commands', () => {
  it('goes to the emulators on FIREBASE_DATABASE_EMULATOR_HOST alone, project from GCLOUD_PROJECT', () => {
    const settings = resolveSettings({ FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9100', GCLOUD_PROJECT: 'demo-x' });
    expect(settings.project).toBe('demo-x');
    expect(settings.emulators?.database).toBe('127.0.0.1:9100');
    expect(resolveSettings({ GCLOUD_PROJECT: 'real', VEGEO_API_KEY: 'k' })).toMatchObject({ project: 'real' });
  });
});
