import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeJava, type FakeJava } from '../_test/fakeJava.js';
import { checkOfficialDatabase, javaMajorVersion, officialDatabaseJar } from './officialDatabase.js';

let java: FakeJava | undefined;

afterEach(() => {
  java?.remove();
  java = undefined;
});

describe('checkOfficialDatabase', () => {
  it('reads old and new java version strings', async () => {
    java = installFakeJava('1.8.0_392');
    expect(await javaMajorVersion()).toBe(8);
    java.remove();
    java = installFakeJava('21.0.5');
    expect(await javaMajorVersion()).toBe(21);
  });

  it('turns java 17 down', async () => {
    java = installFakeJava('17.0.15');
    writeFileSync(officialDatabaseJar(), '');
    expect(await checkOfficialDatabase()).toEqual({ available: false, reason: 'java 17 (hace falta 21+)' });
  });

  it('wants the jar firebase-tools would run, already in its cache', async () => {
    java = installFakeJava('21.0.5');
    expect(await checkOfficialDatabase()).toMatchObject({ available: false, reason: `falta ${officialDatabaseJar()}` });
    expect(basename(officialDatabaseJar())).toMatch(/^firebase-database-emulator-v[\d.]+\.jar$/);
    writeFileSync(officialDatabaseJar(), '');
    expect(await checkOfficialDatabase()).toMatchObject({ available: true });
  });
});
