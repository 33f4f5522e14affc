// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectorUbicacion } from '../../src/index.js';
import { ubicacionDe } from '../../src/valor.js';

describe('a saved address on the server', () => {
  it('given as ids, is named by ubicacionDe before rendering: the boxes show its names in the HTML', async () => {
    const html = renderToString(<SelectorUbicacion name="u" defaultValue={await ubicacionDe({ parroquia: '131211' })} />);
    for (const name of ['Mérida', 'Libertador', 'Milla']) expect(html).toContain(`value="${name}"`);
    expect(html).toContain('name="u[parroquia]" value="131211"');
  });
});
