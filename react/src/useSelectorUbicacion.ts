import { useCallback, useEffect } from 'react';
import { useCombobox, type ComboboxField, type Option } from './combobox/useCombobox.js';
import { embeddedSource } from './embedded/embeddedSource.js';
import { fill, listLevel, type Scope } from './_lib/listings.js';
import { levelsFor, searchOver, useLevels, type Loaded } from './_lib/useLevels.js';
import { useLabels, useValue } from './_lib/useValue.js';
import { cascade, EMPTY, unnamed } from './_lib/value.js';
import { NIVELES, type Edicion, type Labels, type Nivel, type PlaceSource, type UbicacionInput, type UbicacionValue } from './types.js';

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
  const { nivel = 'parroquia', edicion = 'ine', required, disabled } = options;
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

  const fieldParams = (nivel: Nivel): FieldParams => ({
    shown: value[nivel]?.nombre ?? '',
    choiceKey: value[nivel]?.id ?? '',
    onChoose: (option) => setValue(cascade(value, nivel, option?.place ?? null, loaded)),
    required: required && niveles.includes(nivel),
    disabled,
  });
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

interface FieldParams {
  shown: string;
  choiceKey: string;
  onChoose: (option: Option | null) => void;
  required?: boolean;
  disabled?: boolean;
}

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
