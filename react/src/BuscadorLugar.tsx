import { forwardRef, useImperativeHandle } from 'react';
import { Field } from './Field.js';
import { useBuscadorLugar, type UseBuscadorLugarOptions } from './useBuscadorLugar.js';

export interface BuscadorLugarProps extends UseBuscadorLugarOptions {
  /** Added to the root's class (`vegeo-buscador`). */
  className?: string;
}

/**
 * One search box over every place (estados, municipios, parroquias and the cities the data
 * knows), labelled Lugar: for a form that wants one field. The value fills every level the chosen
 * place has; with `name`, hidden inputs carry the ids as `<SelectorUbicacion>`'s do. Its `ref` is
 * its input.
 *
 * @example
 * <BuscadorLugar name="lugar" onChange={(value) => console.log(value.municipio?.nombre)} />
 */
// Pure: a page that does not use it leaves it out.
export const BuscadorLugar = /* @__PURE__ */ forwardRef<HTMLInputElement | null, BuscadorLugarProps>(function BuscadorLugar({ className, ...options }, ref) {
  const { field, value, hiddenFields } = useBuscadorLugar(options);
  const input = field.getInputProps().ref;
  useImperativeHandle(ref, () => input.current!, [input]);
  const chosenId = (value.parroquia ?? value.municipio ?? value.estado)?.id;
  return (
    <div className={className ? `vegeo-buscador ${className}` : 'vegeo-buscador'}>
      <Field field={field} chosenId={chosenId} />
      {hiddenFields.map((hidden) => (
        <input key={hidden.name} type="hidden" name={hidden.name} value={hidden.value} />
      ))}
    </div>
  );
});
