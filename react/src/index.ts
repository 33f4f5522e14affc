export { SelectorUbicacion, type SelectorUbicacionProps } from './SelectorUbicacion.js';
export { BuscadorLugar, type BuscadorLugarProps } from './BuscadorLugar.js';
export { useSelectorUbicacion, type UseSelectorUbicacionOptions, type SelectorUbicacionState } from './useSelectorUbicacion.js';
export type { HiddenField } from './_lib/useValue.js';
export { useBuscadorLugar, type UseBuscadorLugarOptions } from './useBuscadorLugar.js';
export type { ComboboxField, Option } from './combobox/useCombobox.js';
export { embeddedSource } from './embedded/embeddedSource.js';
export { placeSource, type PlaceLists } from './source.js';
export { LABELS, NIVELES, type ChosenPlace, type Edicion, type Labels, type Nivel, type Place, type PlaceSource, type UbicacionInput, type UbicacionValue } from './types.js';
