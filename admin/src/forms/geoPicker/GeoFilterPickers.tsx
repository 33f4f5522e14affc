import { useSelectorUbicacion, type UbicacionValue } from '@vegeo/react';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { GeoPickerField } from './GeoPickerField.js';
import { useGeoSource } from './geoSource.js';

/** A list filter's width: the whole row on a phone. */
export const fieldSx = { width: { xs: '100%', sm: 240 } } as const;

interface GeoFilterPickersProps {
  /** The estado's picker alone, or the municipio's after it. */
  nivel: 'estado' | 'municipio';
  estadoId: string | undefined;
  municipioId: string | undefined;
  onChange: (value: UbicacionValue) => void;
}

/**
 * A list's estado and municipio filters: `@vegeo/react`'s selector over the database's records.
 * Choosing an estado drops a municipio of another; choosing a municipio first fills its estado.
 * Memoised: the list's other changes (its rows, a search) do not render the pickers again.
 */
export const GeoFilterPickers = memo(function GeoFilterPickers({ nivel, estadoId, municipioId, onChange }: GeoFilterPickersProps) {
  const translate = useTranslate();
  const source = useGeoSource();
  const labels = { estado: translate('resources.municipios.fields.estadoId'), municipio: translate('resources.parroquias.fields.municipioId') };
  const { niveles, fields, value } = useSelectorUbicacion({ nivel, source, labels, value: { estado: estadoId ?? null, municipio: municipioId ?? null }, onChange });
  return niveles.map((level) => <GeoPickerField key={level} field={fields[level]} chosenId={value[level]?.id} sx={fieldSx} />);
});
