import { useSelectorUbicacion, type UbicacionValue } from '@vegeo/react';
import { memo, useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { GeoPickerField } from './GeoPickerField.js';
import { useGeoSource } from './geoSource.js';

/** A list filter's width: the whole row on a phone. */
export const fieldSx = { width: { xs: '100%', sm: 240 } } as const;

interface GeoFilterPickersProps {
  /** The filter react-admin's filter form keys it by (it writes `estadoId` and, below it, `municipioId`). */
  source: 'estadoId';
  /** The estado's picker alone, or the municipio's after it. */
  nivel: 'estado' | 'municipio';
  alwaysOn?: boolean;
}

/**
 * A list's estado and municipio filters, as one input of react-admin's filter form:
 * `@vegeo/react`'s selector over the database's records, writing `estadoId` and `municipioId`
 * into the form, which applies them as the list's filters. Choosing an estado drops a municipio of
 * another; choosing a municipio first fills its estado. Memoised: react-admin's filter form draws
 * its inputs again on every change of the list, and these change only with their own fields.
 */
export const GeoFilterPickers = memo(function GeoFilterPickers({ nivel }: GeoFilterPickersProps) {
  const translate = useTranslate();
  const source = useGeoSource();
  const { setValue } = useFormContext();
  const [estadoId, municipioId] = useWatch({ name: ['estadoId', 'municipioId'] }) as [string | undefined, string | undefined];
  const onChange = useCallback(
    (value: UbicacionValue) => {
      // An empty value is dropped from the list's filters by react-admin.
      setValue('estadoId', value.estado?.id ?? '', { shouldDirty: true });
      if (nivel === 'municipio') setValue('municipioId', value.municipio?.id ?? '', { shouldDirty: true });
    },
    [setValue, nivel],
  );
  const labels = { estado: translate('resources.municipios.fields.estadoId'), municipio: translate('resources.parroquias.fields.municipioId') };
  const { niveles, fields, value } = useSelectorUbicacion({ nivel, source, labels, value: { estado: estadoId || null, municipio: municipioId || null }, onChange });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, width: '100%' }}>
      {niveles.map((level) => (
        <GeoPickerField key={level} field={fields[level]} chosenId={value[level]?.id} sx={fieldSx} />
      ))}
    </div>
  );
});
