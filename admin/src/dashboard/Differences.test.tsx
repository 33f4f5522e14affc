import { pais, toFlat } from '@vegeo/data';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.js';
import { GeoSnapshot } from '../dataProvider/liveGeo.js';
import { metaOf, rowsOf, type RawGeo } from '../dataProvider/rows.js';
import { Differences } from './Differences.js';

/** `/geo` as the embedded dataset, with `change` applied to it. */
function snapshotWith(change: (raw: ReturnType<typeof toFlat>) => void): GeoSnapshot {
  const raw = structuredClone(toFlat(pais));
  change(raw);
  return new GeoSnapshot(rowsOf(raw as unknown as RawGeo), metaOf(raw as unknown as RawGeo));
}

const lines = async () => (await screen.findAllByRole('link')).map((item) => item.textContent);

describe("the dashboard's differences", () => {
  it('names a renamed parroquia by its earlier name, then the name it has now', async () => {
    const snapshot = snapshotWith((raw) => void (raw.parroquias['130101']!.parroquia = 'Betancourt'));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Differences snapshot={snapshot} />
      </AdminContext>,
    );
    expect(await lines()).toEqual(['Parroquia «Presidente Betancourt» (130101): Nombre «Presidente Betancourt» → «Betancourt»']);
  });

  it('names an edited municipio by its name, a created parroquia by its new one, a deleted one by the one it had', async () => {
    const snapshot = snapshotWith((raw) => {
      raw.municipios['1301']!.capital = 'Otra';
      raw.parroquias['130199'] = { parroquia: 'Nueva', municipioId: '1301', estadoId: '13' };
      delete raw.parroquias['130102'];
    });
    const name = toFlat(pais).municipios['1301']!.municipio;
    const capital = toFlat(pais).municipios['1301']!.capital;
    const gone = toFlat(pais).parroquias['130102']!.parroquia;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Differences snapshot={snapshot} />
      </AdminContext>,
    );
    expect(await lines()).toEqual([`Municipio «${name}» (1301): Capital «${capital}» → «Otra»`, 'Parroquia «Nueva» (130199) creada']);
    expect(screen.getByText(`Parroquia «${gone}» (130102) borrada`)).toBeInTheDocument();
  });
});
