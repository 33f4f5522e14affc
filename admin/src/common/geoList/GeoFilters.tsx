import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import type { EstadoRow, MunicipioRow } from '../../dataProvider/rows.js';
import { FilterPicker, fieldSx } from './FilterPicker.js';

/** A picker beside a list's search box: the estado, or the municipio (narrowed to the estado chosen). */
export type GeoFilter = 'estadoId' | 'municipioId';

/** The search box's wait after the last key before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

type Filters = Record<string, unknown>;

const estadoOption = (record: EstadoRow) => record.estado;
const municipioText = (record: MunicipioRow) => record.municipio;
const municipioInEstado = (record: MunicipioRow) => `${record.municipio} (${record.nombreEstado})`;
const byEstado = { field: 'estado', order: 'ASC' } as const;
const byMunicipio = { field: 'municipio', order: 'ASC' } as const;

/**
 * The list's search box and pickers. Each change is written into the list's filters as they are
 * when it lands (not as they were when typing began), so a pick during the search's wait is kept.
 * Choosing an estado drops a chosen municipio of another estado, as does clearing the estado.
 */
export function GeoFilters({ filters }: { filters: readonly GeoFilter[] }) {
  const { filterValues, setFilters } = useListContext();
  const change = useEvent((patch: (current: Filters) => Filters) => {
    const next = Object.fromEntries(Object.entries(patch(filterValues as Filters)).filter(([, value]) => value !== undefined && value !== ''));
    setFilters(next, undefined);
  });
  const setQ = useCallback((q: string) => change((current) => ({ ...current, q })), [change]);
  const setEstado = useCallback(
    (estadoId: string | undefined) =>
      change((current) => {
        const municipioId = current.municipioId as string | undefined;
        return { ...current, estadoId, municipioId: estadoId && municipioId?.startsWith(estadoId) ? municipioId : undefined };
      }),
    [change],
  );
  const setMunicipio = useCallback((municipioId: string | undefined) => change((current) => ({ ...current, municipioId })), [change]);
  const values = filterValues as { q?: string; estadoId?: string; municipioId?: string };
  const translate = useTranslate();
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: 16, padding: '8px 0' }}>
      <SearchBox onChange={setQ} />
      {filters.includes('estadoId') && (
        <FilterPicker<EstadoRow> reference="estados" label={translate('resources.municipios.fields.estadoId')} value={values.estadoId} onChange={setEstado} sort={byEstado} optionText={estadoOption} />
      )}
      {filters.includes('municipioId') && (
        <FilterPicker<MunicipioRow>
          reference="municipios"
          label={translate('resources.parroquias.fields.municipioId')}
          value={values.municipioId}
          onChange={setMunicipio}
          sort={byMunicipio}
          scope={values.estadoId}
          optionText={values.estadoId ? municipioText : municipioInEstado}
          inputText={municipioText}
        />
      )}
    </div>
  );
}

/**
 * The search box: what is typed reaches the list `SEARCH_DEBOUNCE_MS` after the last key. The
 * input keeps its own text (uncontrolled), so a keystroke renders nothing; a search set from
 * elsewhere (a link) shows in it unless the user is typing.
 */
function SearchBox({ onChange }: { onChange: (q: string) => void }) {
  const translate = useTranslate();
  const q = ((useListContext().filterValues as { q?: string }).q ?? '') as string;
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (pending.current === undefined && input.current && input.current.value !== q) input.current.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const label = translate('ra.action.search');
  // The same element every time: the list's changes do not render the field again.
  const [initial] = useState(q);
  return useMemo(
    () => (
      <TextField
        defaultValue={initial}
        inputRef={input}
        onChange={(event) => {
          const next = event.target.value;
          clearTimeout(pending.current);
          pending.current = setTimeout(() => {
            pending.current = undefined;
            onChange(next.trim() === '' ? '' : next);
          }, SEARCH_DEBOUNCE_MS);
        }}
        placeholder={label}
        variant="filled"
        size="small"
        hiddenLabel
        margin="none"
        fullWidth={false}
        sx={fieldSx}
        slotProps={{
          htmlInput: { 'aria-label': label, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon color="disabled" />
              </InputAdornment>
            ),
          },
        }}
      />
    ),
    [initial, label, onChange],
  );
}
