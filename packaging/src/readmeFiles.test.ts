import { describe, expect, it } from 'vitest';
import { readmeFiles } from './readmeFiles.js';

describe('readmeFiles', () => {
  it('takes the blocks whose first line names a file, by that name, and leaves the others', () => {
    const markdown = '# x\n\n```tsx\n// archivo: app/page.tsx\nexport default 1;\n```\n\n```sh\nnpm install\n```\n\n```ts\nconst a = 1;\n```\n';
    expect([...readmeFiles(markdown)]).toEqual([['app/page.tsx', 'export default 1;\n']]);
  });

  it('refuses a file shown twice', () => {
    const block = '```tsx\n// archivo: a.tsx\n1\n```\n';
    expect(() => readmeFiles(block + block)).toThrow('El README muestra dos veces el archivo a.tsx');
  });
});
