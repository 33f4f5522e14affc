import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir, readConfigFile, readConfigFileSync, removeConfigFile, writeConfigFile } from './files.js';

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('config files', () => {
  it('live in $XDG_CONFIG_HOME/vegeo, else ~/.config/vegeo', () => {
    expect(configDir({ XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/x/vegeo');
    expect(configDir({ HOME: '/h' })).toBe('/h/.config/vegeo');
    expect(configDir({ XDG_CONFIG_HOME: '', HOME: '/h' })).toBe('/h/.config/vegeo');
  });

  it('are written readable by the user only: directory 0700, file 0600, whatever the umask', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'vegeo-')), 'vegeo');
    const previous = process.umask(0o000);
    try {
      await writeConfigFile(dir, 'session.json', { idToken: 'x' });
    } finally {
      process.umask(previous);
    }
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(join(dir, 'session.json'))).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir, 'session.json'), 'utf8'))).toEqual({ idToken: 'x' });
  });

  it('tighten an existing file and directory that were too open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vegeo-'));
    await writeFile(join(dir, 'config.json'), '{}', { mode: 0o644 });
    await writeConfigFile(dir, 'config.json', { project: 'p' });
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(join(dir, 'config.json'))).toBe(0o600);
  });

  it('read as undefined when missing or not JSON; removing a missing one is fine', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vegeo-'));
    await writeFile(join(dir, 'bad.json'), '{oops');
    expect(await readConfigFile(dir, 'none.json')).toBeUndefined();
    expect(await readConfigFile(dir, 'bad.json')).toBeUndefined();
    expect(readConfigFileSync(dir, 'none.json')).toBeUndefined();
    await expect(removeConfigFile(dir, 'none.json')).resolves.toBe(false);
  });
});
