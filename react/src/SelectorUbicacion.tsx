import { Field } from './Field.js';
import { useSelectorUbicacion, type UseSelectorUbicacionOptions } from './useSelectorUbicacion.js';

export interface SelectorUbicacionProps extends UseSelectorUbicacionOptions {
  /** Added to the root's class (`vegeo-selector`). */
  className?: string;
}

/**
 * Cascading comboboxes for estado → municipio → parroquia (down to `nivel`), labelled Estado,
 * Municipio and Parroquia, searched as `@vegeo/data` searches (typos forgiven). With `name`, hidden
 * inputs `<name>[estado]`, `<name>[municipio]`, `<name>[parroquia]` carry the ids into a plain
 * `<form>`. Controlled (`value` + `onChange`) or not (`defaultValue`). Styles: import
 * `@vegeo/react/estilos.css`, or style the `vegeo-*` classes.
 *
 * @example
 * <form method="post">
 *   <SelectorUbicacion name="ubicacion" required />
 * </form>
 */
export function SelectorUbicacion({ className, ...options }: SelectorUbicacionProps) {
  const { fields, niveles, value, hiddenFields } = useSelectorUbicacion(options);
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
}
