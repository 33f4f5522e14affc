import { memo, useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, required as requiredValidator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { buscarFilter } from './buscarFilter.js';

interface PickerProps {
  /** A filter's picker (`alwaysOn` and the like pass through). */
  alwaysOn?: boolean;
  required?: boolean;
  source?: string;
  label?: string;
}

/**
 * Picks an estado by typing its name. Memoised, as is `MunicipioPicker`: in a list's filters they
 * would otherwise render again (MUI's Autocomplete, its popper) on every change of the list.
 */
export const EstadoPicker = memo(function EstadoPicker({ required, source = 'estadoId', label = 'resources.municipios.fields.estadoId', ...rest }: PickerProps) {
  return (
    <ReferenceInput source={source} reference="estados" sort={{ field: 'estado', order: 'ASC' }} perPage={50} {...rest}>
      <AutocompleteInput label={label} optionText="estado" filterToQuery={buscarFilter} validate={required ? requiredValidator() : undefined} />
    </ReferenceInput>
  );
});

/**
 * Picks a municipio, narrowed to the estado chosen in the same form (`estadoId`); choosing
 * another estado clears a municipio that is not in it.
 */
export const MunicipioPicker = memo(function MunicipioPicker({ required, source = 'municipioId', label = 'resources.parroquias.fields.municipioId', ...rest }: PickerProps) {
  const estadoId = useWatch({ name: 'estadoId' }) as string | undefined;
  const { setValue, getValues } = useFormContext();
  const previous = useRef(estadoId);
  useEffect(() => {
    if (previous.current === estadoId) return;
    previous.current = estadoId;
    const municipioId = getValues(source) as string | undefined;
    if (municipioId && estadoId && !municipioId.startsWith(estadoId)) setValue(source, undefined, { shouldDirty: true });
    if (municipioId && !estadoId) setValue(source, undefined, { shouldDirty: true });
  }, [estadoId, source, getValues, setValue]);
  return (
    <ReferenceInput
      source={source}
      reference="municipios"
      filter={estadoId ? { estadoId } : {}}
      sort={{ field: 'municipio', order: 'ASC' }}
      perPage={50}
      {...rest}
    >
      <AutocompleteInput
        label={label}
        optionText={(record: { municipio: string; nombreEstado: string }) => (estadoId ? record.municipio : `${record.municipio} (${record.nombreEstado})`)}
        inputText={(record: { municipio: string }) => record.municipio}
        filterToQuery={buscarFilter}
        validate={required ? requiredValidator() : undefined}
      />
    </ReferenceInput>
  );
});
