// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const adminDir = fileURLToPath(new URL('../../', import.meta.url));
const rootDir = join(adminDir, '..');
const dist = join(adminDir, 'dist');

function scripts(dir: string): string {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

beforeAll(async () => {
  // `npm test` builds first; alone, this test builds what it reads.
  if (!existsSync(join(dist, 'index.html'))) await (await import('vite')).build({ root: adminDir, logLevel: 'warn' });
}, 180_000);

describe('the production build', () => {
  it('reads its configuration from Firebase Hosting and carries no emulator settings', () => {
    const code = scripts(dist);
    expect(code).toContain('/__/firebase/init.json');
    expect(code).not.toContain('/__/vegeo/emulators.json');
    expect(code).not.toMatch(/127\.0\.0\.1|localhost:\d/);
  });

  it('is what firebase.json serves, as a single-page app', () => {
    const { hosting } = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
    expect(hosting.public).toBe('admin/dist');
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });
});
