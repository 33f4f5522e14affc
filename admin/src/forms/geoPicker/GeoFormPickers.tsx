import { useSelectorUbicacion } from '@vegeo/react';
import { InputHelperText, required as requiredValidator, useInput, useTranslate, type InputProps } from 'react-admin';
import { GeoPickerField } from './GeoPickerField.js';
import { useGeoSource } from './geoSource.js';

const formSx = { width: { xs: '100%', sm: 320 } } as const;
const isRequired = [requiredValidator()];

/** A form field's value and error, as react-admin's inputs show it (after a touch or a submit). */
function useFormField(source: string, validate?: InputProps['validate']) {
  const { field, fieldState, formState } = useInput({ source, validate });
  // Each flag read on every render: react-hook-form renders again only for the flags read.
  const { invalid, isTouched, error } = fieldState;
  const { isSubmitted } = formState;
  const shown = invalid && (isTouched || isSubmitted) ? error?.message : undefined;
  return { id: (field.value as string | null | undefined) || null, set: field.onChange, touch: field.onBlur, error: shown };
}

/**
 * A create form's place: its estado (`estadoId`), and with `nivel="municipio"` its municipio
 * (`municipioId`) after it, picked with `@vegeo/react` over the database's records. Typing and
 * Enter choose the best match; a municipio chosen first fills its estado. Required fields are
 * checked as react-admin checks its inputs.
 */
export function GeoFormPickers({ nivel }: { nivel: 'estado' | 'municipio' }) {
  return nivel === 'estado' ? <EstadoPicker /> : <EstadoMunicipioPickers />;
}

function EstadoPicker() {
  const estado = useFormField('estadoId', isRequired);
  return <Pickers nivel="estado" estado={estado} />;
}

function EstadoMunicipioPickers() {
  const estado = useFormField('estadoId');
  const municipio = useFormField('municipioId', isRequired);
  return <Pickers nivel="municipio" estado={estado} municipio={municipio} />;
}

type FormField = ReturnType<typeof useFormField>;

function Pickers({ nivel, estado, municipio }: { nivel: 'estado' | 'municipio'; estado: FormField; municipio?: FormField }) {
  const translate = useTranslate();
  const source = useGeoSource();
  const labels = { estado: translate('resources.municipios.fields.estadoId'), municipio: translate('resources.parroquias.fields.municipioId') };
  const { niveles, fields, value } = useSelectorUbicacion({
    nivel,
    source,
    labels,
    value: { estado: estado.id, municipio: municipio?.id ?? null },
    onChange: (next) => {
      estado.set(next.estado?.id ?? null);
      municipio?.set(next.municipio?.id ?? null);
    },
  });
  const inputs = { estado, municipio };
  return (
    <>
      {niveles.map((level) => {
        const input = inputs[level as 'estado' | 'municipio'];
        return (
          <GeoPickerField
            key={level}
            field={fields[level]}
            chosenId={value[level]?.id}
            sx={formSx}
            required
            onBlur={input?.touch}
            error={Boolean(input?.error)}
            // Always there, as under react-admin's inputs: the line an error takes is kept.
            helperText={<InputHelperText error={input?.error} />}
          />
        );
      })}
    </>
  );
}
