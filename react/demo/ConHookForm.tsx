import { idsDe, SelectorUbicacion, type UbicacionValue } from '@vegeo/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

const missing = (valor: UbicacionValue | null) => (!valor?.estado ? 'el estado' : !valor.municipio ? 'el municipio' : !valor.parroquia ? 'la parroquia' : undefined);

/** A react-hook-form form: a failed submit focuses the first level left empty, its error read as its description. */
export function ConHookForm() {
  const { control, handleSubmit } = useForm<{ ubicacion: UbicacionValue | null }>({ defaultValues: { ubicacion: null } });
  const [saved, setSaved] = useState<string>('');
  return (
    <form noValidate onSubmit={handleSubmit(({ ubicacion }) => setSaved(JSON.stringify(idsDe(ubicacion))))}>
      <Controller
        name="ubicacion"
        control={control}
        rules={{ validate: (valor) => (missing(valor) ? `Elija ${missing(valor)}` : true) }}
        render={({ field, fieldState }) => (
          <>
            <SelectorUbicacion {...field} aria-invalid={fieldState.invalid} aria-describedby={fieldState.error ? 'rhf-error' : undefined} />
            {fieldState.error && (
              <p id="rhf-error" className="error">
                {fieldState.error.message}
              </p>
            )}
          </>
        )}
      />
      <button type="submit">Guardar</button>
      <pre data-testid="rhf">{saved}</pre>
    </form>
  );
}
