import { useCallback, useEffect, type FocusEvent } from 'react';
import { useCombobox, type ComboboxField, type ComboboxParams } from './combobox/useCombobox.js';
import { embeddedSource } from './embedded/embeddedSource.js';
import { fill, listLevel, type Scope } from './_lib/listings.js';
import { levelsFor, searchOver, useLevels, type Loaded } from './_lib/useLevels.js';
import { useLabels, useValue } from './_lib/useValue.js';
import { cascade, EMPTY, unnamed } from './_lib/value.js';
import { defined } from './_lib/defined.js';
import { warnOnce } from './_lib/dev.js';
import { NIVELES, type CampoProps, type Clave, type Edicion, type Labels, type Nivel, type PlaceSource, type UbicacionInput, type UbicacionValue } from './types.js';

/** Options of {@link useSelectorUbicacion}; `<SelectorUbicacion>` takes the same as props. */
export interface UseSelectorUbicacionOptions {
  /** The value, controlled: each level a chosen place, its id alone, or `null`. */
  value?: UbicacionInput | null;
  /** The first value, uncontrolled. */
  defaultValue?: UbicacionInput | null;
  /** Every change, with the ids and names of each level. */
  onChange?: (value: UbicacionValue) => void;
  /** The last level asked for: `'estado'`, `'municipio'` or `'parroquia'` (the default). */
  nivel?: Nivel;
  /** The embedded edition: `'ine'` (today's names, with INE codes; the default) or `'base'`. */
  edicion?: Edicion;
  /** Other places than the embedded edition's (your database's, say): see `placeSource`. */
  source?: PlaceSource;
  /** Every level asked for must be chosen. */
  required?: boolean;
  disabled?: boolean;
  /** The base name of the form fields: `<name>[estado]`, `<name>[municipio]`, `<name>[parroquia]` hold the ids. */
  name?: string;
  /** What the form fields hold: the ids (`'id'`, the default) or the INE codes (`'ine'`). */
  valorOculto?: Clave;
  /** Focus left the selector (not moving between its levels): a form library marks it touched. */
  onBlur?: () => void;
  /** An empty box's hint, every level (by default `labels.placeholder`). */
  placeholder?: string;
  /** Every level's `aria-invalid`: a form's error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Every level's `aria-describedby`: the id of the error's text, read as the field's description. */
  'aria-describedby'?: string;
  /** Per level, the input's attributes (`id`, `placeholder`, `disabled`, `required`, ARIA), over the ones above. */
  inputProps?: Partial<Record<Nivel, CampoProps>>;
  /** Texts to replace (labels, announcements), for instance to translate them. */
  labels?: Partial<Labels>;
}

/**
 * The state and handlers behind `<SelectorUbicacion>`, to draw cascading estado → municipio →
 * parroquia comboboxes with any UI kit. Each field (`fields.estado` …) gives its state (the text
 * in the box, whether its list is open, the options, the active one, what to announce) and prop
 * getters that carry the WAI-ARIA combobox pattern and its keys: spread `getInputProps()` on the
 * `<input>`, `getListboxProps()` on the list (always rendered: it hides itself),
 * `getOptionProps(i)` on each option, `getLabelProps()`, `getClearButtonProps()`,
 * `getStatusProps()` on a visually hidden live region holding `status`.
 *
 * Typing searches with `@vegeo/data` (case, accents and typos forgiven, best first). A municipio
 * or parroquia may be chosen first: its estado (and municipio) follow. Choosing above clears
 * below what no longer belongs. The data of each level loads when a field first needs it.
 *
 * @example
 * const { fields, niveles, hiddenFields } = useSelectorUbicacion({ nivel: 'municipio', name: 'ubicacion' });
 * // niveles.map((nivel) => <MyCombobox key={nivel} field={fields[nivel]} />)
 */
export function useSelectorUbicacion(options: UseSelectorUbicacionOptions = {}) {
  const { nivel = 'parroquia', edicion = 'ine', required, disabled, valorOculto, onBlur } = options;
  const source = options.source ?? embeddedSource(edicion);
  const labels = useLabels(options.labels);
  const niveles = NIVELES.slice(0, NIVELES.indexOf(nivel) + 1);
  const { loaded, need, failed, searchReady } = useLevels(source);
  const { input, value, setValue, hiddenFields } = useValue(options, niveles, loaded);
  // Ids given without names: their levels load to name them.
  const toName = unnamed(input).filter((n) => niveles.includes(n)).join();
  useEffect(() => {
    if (toName) need(toName.split(',') as Nivel[], false);
  }, [toName, need]);

  if (process.env.NODE_ENV !== 'production' && valorOculto === 'ine' && !options.source && edicion === 'base') warnOnce("valorOculto=\"ine\" con edicion=\"base\": sus lugares no tienen códigos INE.");
  // Focus moving between the levels is not the selector's blur.
  const blur = (event: FocusEvent | undefined) => {
    const next = event?.relatedTarget;
    if (!next || !NIVELES.some((n) => fields[n].getInputProps().ref.current === next)) onBlur?.();
  };
  const shared = defined({ placeholder: options.placeholder ?? labels.placeholder, 'aria-invalid': options['aria-invalid'], 'aria-describedby': options['aria-describedby'] });
  const fieldParams = (nivel: Nivel): FieldParams => {
    const place = value[nivel];
    return {
      shown: place?.nombre ?? '',
      choiceKey: place?.id ?? '',
      chosen: place?.id,
      onChoose: (option) => setValue(cascade(value, nivel, option?.place ?? null, loaded)),
      required: required && niveles.includes(nivel),
      disabled,
      inputProps: { ...shared, ...options.inputProps?.[nivel] },
      onBlur: blur,
      invalid: valorOculto === 'ine' && place?.nombre && !place.codigo_ine ? fill(labels.noIne, { nombre: place.nombre }) : '',
    };
  };
  const context = { loaded, need, failed, searchReady, labels };
  const fields: Record<Nivel, ComboboxField> = {
    estado: useLevelField('estado', {}, context, fieldParams('estado')),
    municipio: useLevelField('municipio', { estadoId: value.estado?.id }, context, fieldParams('municipio')),
    parroquia: useLevelField('parroquia', { estadoId: value.estado?.id, municipioId: value.municipio?.id }, context, fieldParams('parroquia')),
  };
  return { value, niveles, fields, hiddenFields, labels, setValue, clear: () => setValue({ ...EMPTY }) };
}

/** What `useSelectorUbicacion` returns. */
export type SelectorUbicacionState = ReturnType<typeof useSelectorUbicacion>;

type FieldParams = Pick<ComboboxParams, 'shown' | 'choiceKey' | 'chosen' | 'onChoose' | 'required' | 'disabled' | 'inputProps' | 'onBlur' | 'invalid'>;

interface FieldContext {
  loaded: Loaded;
  need: (niveles: readonly Nivel[]) => void;
  failed: boolean;
  searchReady: boolean;
  labels: Labels;
}

/** One level's combobox: what it lists (in its scope), and the levels it loads when it takes focus. */
function useLevelField(nivel: Nivel, { estadoId, municipioId }: Scope, { loaded, need, failed, searchReady, labels }: FieldContext, params: FieldParams): ComboboxField {
  const { estado, municipio, parroquia } = loaded;
  const list = useCallback(
    (text: string) => {
      const levels = { estado, municipio: nivel === 'estado' ? undefined : municipio, parroquia: nivel === 'parroquia' ? parroquia : undefined };
      const search = searchReady && estado && (nivel === 'estado' || levels.municipio) && (nivel !== 'parroquia' || levels.parroquia)
        ? searchOver({ estados: estado, municipios: levels.municipio, parroquias: levels.parroquia })
        : undefined;
      const listing = listLevel(nivel, text, { estadoId, municipioId }, levels, search, labels);
      return failed && listing.options.length === 0 ? { options: [], status: labels.loadError } : listing;
    },
    [nivel, estadoId, municipioId, estado, municipio, parroquia, failed, searchReady, labels],
  );
  const onNeed = useCallback(() => need(levelsFor(nivel)), [need, nivel]);
  return useCombobox({
    ...params,
    label: labels[nivel],
    list,
    onNeed,
    openOnEmpty: true,
    clearLabel: fill(labels.clear, { campo: labels[nivel] }),
    chooseMessage: labels.choose,
  });
}
