// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const adminDir = fileURLToPath(new URL('../../', import.meta.url));
const rootDir = join(adminDir, '..');
const dist = join(adminDir, 'dist');

/** The build's scripts by file name. */
function scriptFiles(dir: string): Map<string, string> {
  const assets = join(dir, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(join(assets, file), 'utf8')]),
  );
}

const scripts = (dir: string) => [...scriptFiles(dir).values()].join('\n');

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

  it("loads the CSV writer only when an export runs, react-admin's default exporter included", () => {
    const files = scriptFiles(dist);
    // jsonexport's option, in its own chunk.
    const writers = [...files].filter(([, code]) => code.includes('forceTextDelimiter')).map(([file]) => file);
    expect(writers).toHaveLength(1);
    const [writer] = writers as [string];
    for (const [file, code] of files) {
      expect(code, file).not.toMatch(new RegExp(`(from|import)\\s*["']\\./${writer.replace(/\./g, '\\.')}["']`));
    }
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain(writer);
  });

  it('is what firebase.json serves, as a single-page app', () => {
    const { hosting } = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
    expect(hosting.public).toBe('admin/dist');
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });
});
