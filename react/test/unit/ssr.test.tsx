// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuscadorLugar, SelectorUbicacion } from '../../src/index.js';

describe('on the server', () => {
  it('renders with renderToString, where there is no window, the value given already named', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <form>
        <SelectorUbicacion name="ubicacion" defaultValue={{ estado: { id: '13', nombre: 'Mérida' }, municipio: '1312' }} required />
        <BuscadorLugar />
      </form>,
    );
    for (const label of ['Estado', 'Municipio', 'Parroquia', 'Lugar']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('value="Mérida"');
    expect(html).toContain('name="ubicacion[estado]" value="13"');
    expect(html).toContain('name="ubicacion[municipio]" value="1312"');
    expect(html.match(/role="combobox"/g)).toHaveLength(4);
    expect(html).toContain('aria-expanded="false"');
  });
});
