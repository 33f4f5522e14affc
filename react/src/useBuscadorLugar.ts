import { useCallback } from 'react';
import { useCombobox, type Listing } from './combobox/useCombobox.js';
import { embeddedSource } from './embedded/embeddedSource.js';
import { detailOf, fill, listingOf } from './_lib/listings.js';
import { searchOver, useLevels } from './_lib/useLevels.js';
import { useLabels, useValue } from './_lib/useValue.js';
import { cascade, EMPTY } from './_lib/value.js';
import { defined } from './_lib/defined.js';
import { NIVELES, type CampoProps, type Clave } from './types.js';
import type { UseSelectorUbicacionOptions } from './useSelectorUbicacion.js';

/** Options of {@link useBuscadorLugar}; `<BuscadorLugar>` takes the same as props. */
export type UseBuscadorLugarOptions = Omit<UseSelectorUbicacionOptions, 'nivel' | 'inputProps' | 'valorOculto'> & {
  /** At most this many places are listed (10 by default). */
  max?: number;
  /** The input's attributes (`id`, `placeholder`, `disabled`, `required`, ARIA), over the ones above. */
  inputProps?: CampoProps;
  /** What the form fields hold: the ids (`'id'`, the default) or the INE codes (`'ine'`). */
  valorOculto?: Clave;
};

const ALL = NIVELES;

/**
 * The state and handlers behind `<BuscadorLugar>`: one combobox over every estado, municipio and
 * parroquia, and the cities the data knows (a city leads to its estado and municipio). The value
 * is a `UbicacionValue`: the place chosen fills the levels above it. The field's prop getters are
 * `useSelectorUbicacion`'s (see there).
 *
 * @example
 * const { field, hiddenFields } = useBuscadorLugar({ name: 'lugar' });
 */
export function useBuscadorLugar(options: UseBuscadorLugarOptions = {}) {
  const { edicion = 'ine', required, disabled, max = 10 } = options;
  const source = options.source ?? embeddedSource(edicion);
  const labels = useLabels(options.labels);
  const { loaded, need, failed, searchReady } = useLevels(source);
  const { value, setValue, hiddenFields } = useValue(options, ALL, loaded);

  const { estado, municipio, parroquia } = loaded;
  const list = useCallback(
    (text: string): Listing => {
      if (text.trim() === '') return { options: [], status: '' };
      const search = searchReady && estado && municipio && parroquia ? searchOver({ estados: estado, municipios: municipio, parroquias: parroquia }) : undefined;
      if (!search) return { options: [], status: failed ? labels.loadError : labels.loading };
      const options = search(text, { max }).map(({ place, nivel, ciudad }) => {
        const parents = detailOf(place, {}, { estado, municipio }, labels);
        const detail = [labels[nivel], parents, ciudad && fill(labels.byCity, { ciudad })].filter(Boolean).join(' · ');
        return { place, nivel, detail };
      });
      return listingOf(options, options.length, labels);
    },
    [estado, municipio, parroquia, failed, searchReady, labels, max],
  );
  const chosen = [value.parroquia, value.municipio, value.estado].filter((place) => place !== null);
  const lowest = chosen[0];
  const field = useCombobox({
    label: labels.lugar,
    shown: chosen.map((place) => place.nombre).join(', '),
    choiceKey: chosen.map((place) => place.id).join(),
    list,
    onChoose: (option) => setValue(option ? cascade({ ...EMPTY }, option.nivel ?? 'estado', option.place, loaded) : { ...EMPTY }),
    onNeed: useCallback(() => need(ALL), [need]),
    openOnEmpty: false,
    clearLabel: fill(labels.clear, { campo: labels.lugar }),
    chooseMessage: labels.choose,
    required,
    disabled,
    chosen: lowest?.id,
    inputProps: { ...defined({ placeholder: options.placeholder ?? labels.placeholderLugar, 'aria-invalid': options['aria-invalid'], 'aria-describedby': options['aria-describedby'] }), ...options.inputProps },
    onBlur: options.onBlur,
    invalid: options.valorOculto === 'ine' && lowest?.nombre && !lowest.codigo_ine ? fill(labels.noIne, { nombre: lowest.nombre }) : '',
  });
  return { value, field, hiddenFields, labels, setValue, clear: () => setValue({ ...EMPTY }) };
}
