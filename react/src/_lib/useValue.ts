import { useMemo, useState } from 'react';
import { LABELS, type Clave, type Labels, type Nivel, type UbicacionInput, type UbicacionValue } from '../types.js';
import { warnOnce } from './dev.js';
import type { Loaded } from './useLevels.js';
import { valueOf } from './value.js';

/** One form field the value submits: `name` and the chosen id or INE code (`''` when none). */
export interface HiddenField {
  name: string;
  value: string;
}

interface ValueOptions {
  value?: UbicacionInput | null;
  defaultValue?: UbicacionInput | null;
  onChange?: (value: UbicacionValue) => void;
  name?: string;
  valorOculto?: Clave;
}

/**
 * The value, controlled (`value`) or held here (`defaultValue`), its levels outside `niveles`
 * dropped and ids named from the places loaded; `setValue` tells `onChange`. As React's inputs,
 * a selector is controlled or not from its first render: a controlled one given `undefined` later
 * shows nothing chosen (a form's `reset()` without defaults) and warns in development.
 */
export function useValue(options: ValueOptions, niveles: readonly Nivel[], loaded: Loaded) {
  const [inner, setInner] = useState(options.defaultValue ?? null);
  const given = options.value !== undefined;
  const [wasControlled] = useState(given);
  const controlled = wasControlled || given;
  if (process.env.NODE_ENV !== 'production' && wasControlled !== given) {
    warnOnce(given
      ? 'el selector pasó de no controlado a controlado (recibió `value` tras empezar sin él). Decida uno: `value` desde el principio (`null` cuando no hay nada elegido) o solo `defaultValue`.'
      : 'el selector controlado recibió `value={undefined}`: se muestra vacío. Para «nada elegido» dé `null` (con react-hook-form, `defaultValues: { ubicacion: null }`).');
  }
  const input = controlled ? (options.value ?? null) : inner;
  const value = valueOf(input, niveles, loaded);
  const setValue = (next: UbicacionValue) => {
    if (!controlled) setInner(next);
    options.onChange?.(next);
  };
  const { name, valorOculto = 'id' } = options;
  const hiddenFields: HiddenField[] = name ? niveles.map((nivel) => ({ name: `${name}[${nivel}]`, value: (valorOculto === 'ine' ? value[nivel]?.codigo_ine : value[nivel]?.id) ?? '' })) : [];
  return { input, value, setValue, hiddenFields };
}

/** The default texts with `given` over them (stable while `given` says the same). */
export function useLabels(given: Partial<Labels> | undefined): Labels {
  const key = JSON.stringify(given ?? {});
  return useMemo(() => ({ ...LABELS, ...(JSON.parse(key) as Partial<Labels>) }), [key]);
}
