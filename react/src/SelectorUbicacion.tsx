import { forwardRef, useImperativeHandle } from 'react';
import { Field } from './Field.js';
import { useSelectorUbicacion, type UseSelectorUbicacionOptions } from './useSelectorUbicacion.js';

export interface SelectorUbicacionProps extends UseSelectorUbicacionOptions {
  /** Added to the root's class (`vegeo-selector`). */
  className?: string;
}

/**
 * Cascading comboboxes for estado → municipio → parroquia (down to `nivel`), labelled Estado,
 * Municipio and Parroquia, searched as `@vegeo/data` searches (typos forgiven). With `name`, hidden
 * inputs `<name>[estado]`, `<name>[municipio]`, `<name>[parroquia]` carry the ids (or, with
 * `valorOculto="ine"`, the INE codes) into a plain `<form>`. Controlled (`value` + `onChange`) or
 * not (`defaultValue`). Its `ref` is the input of the first level without a choice (the last level
 * once all are chosen): what a form library focuses on a failed submit. Styles: import
 * `@vegeo/react/estilos.css`, or style the `vegeo-*` classes.
 *
 * @example
 * <form method="post">
 *   <SelectorUbicacion name="ubicacion" required />
 * </form>
 */
// Pure: a page that does not use it leaves it out.
export const SelectorUbicacion = /* @__PURE__ */ forwardRef<HTMLInputElement | null, SelectorUbicacionProps>(function SelectorUbicacion({ className, ...options }, ref) {
  const { fields, niveles, value, hiddenFields } = useSelectorUbicacion(options);
  const target = niveles.find((nivel) => !value[nivel]) ?? niveles[niveles.length - 1]!;
  const input = fields[target].getInputProps().ref;
  useImperativeHandle(ref, () => input.current!, [input]);
  return (
    <div className={className ? `vegeo-selector ${className}` : 'vegeo-selector'}>
      {niveles.map((nivel) => (
        <Field key={nivel} field={fields[nivel]} chosenId={value[nivel]?.id} nivel={nivel} />
      ))}
      {hiddenFields.map((hidden) => (
        <input key={hidden.name} type="hidden" name={hidden.name} value={hidden.value} />
      ))}
    </div>
  );
});
