import { useMemo, useState } from 'react';
import { LABELS, type Labels, type Nivel, type UbicacionInput, type UbicacionValue } from '../types.js';
import type { Loaded } from './useLevels.js';
import { valueOf } from './value.js';

/** One form field the value submits: `name` and the chosen id (`''` when none). */
export interface HiddenField {
  name: string;
  value: string;
}

interface ValueOptions {
  value?: UbicacionInput | null;
  defaultValue?: UbicacionInput | null;
  onChange?: (value: UbicacionValue) => void;
  name?: string;
}

/**
 * The value, controlled (`value`) or held here (`defaultValue`), its levels outside `niveles`
 * dropped and ids named from the places loaded; `setValue` tells `onChange`.
 */
export function useValue(options: ValueOptions, niveles: readonly Nivel[], loaded: Loaded) {
  const [inner, setInner] = useState(options.defaultValue ?? null);
  const controlled = options.value !== undefined;
  const input = controlled ? options.value : inner;
  const value = valueOf(input, niveles, loaded);
  const setValue = (next: UbicacionValue) => {
    if (!controlled) setInner(next);
    options.onChange?.(next);
  };
  const { name } = options;
  const hiddenFields: HiddenField[] = name ? niveles.map((nivel) => ({ name: `${name}[${nivel}]`, value: value[nivel]?.id ?? '' })) : [];
  return { input, value, setValue, hiddenFields };
}

/** The default texts with `given` over them (stable while `given` says the same). */
export function useLabels(given: Partial<Labels> | undefined): Labels {
  const key = JSON.stringify(given ?? {});
  return useMemo(() => ({ ...LABELS, ...(JSON.parse(key) as Partial<Labels>) }), [key]);
}
