import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where the screenshots are kept, to be looked at (a CI artifact). */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-artifacts/screenshots/', import.meta.url));

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page as it is now (WCAG 2.x A and AA rules, and best practices). */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.html) }));
  });
}
