import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UbicacionValue } from '@vegeo/react';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import { GeoFilterPickers, fieldSx } from '../../forms/geoPicker/GeoFilterPickers.js';
import type { TypingHold } from '../useLinkedListParams.js';

// A compositing layer of its own: a keystroke repaints the box, not the page around it.
const searchSx = { ...fieldSx, willChange: 'transform' } as const;

/** A picker beside a list's search box: the estado, or the municipio (narrowed to the estado chosen). */
export type GeoFilter = 'estadoId' | 'municipioId';

type Filters = Record<string, unknown>;

/**
 * The list's search box and pickers. Each change is written into the list's filters as they are
 * when it lands, on top of any other change of the same moment.
 */
export function GeoFilters({ filters, typing }: { filters: readonly GeoFilter[]; typing: TypingHold }) {
  const { filterValues, setFilters } = useListContext();
  // The filters last written, until the list renders with them: two changes can land back to
  // back, and the second must build on the first, not on the last render's filters.
  const written = useRef<Filters | undefined>(undefined);
  useEffect(() => {
    written.current = undefined;
  }, [filterValues]);
  const change = useEvent((patch: (current: Filters) => Filters) => {
    // Empty values are dropped by `setFilters`.
    const next = patch(written.current ?? (filterValues as Filters));
    written.current = next;
    setFilters(next, undefined);
  });
  const setQ = useCallback((q: string) => change((current) => ({ ...current, q })), [change]);
  const setPlace = useCallback(
    (value: UbicacionValue) => change((current) => ({ ...current, estadoId: value.estado?.id, municipioId: value.municipio?.id })),
    [change],
  );
  const values = filterValues as { q?: string; estadoId?: string; municipioId?: string };
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: 16, padding: '8px 0' }}>
      <SearchBox onChange={setQ} typing={typing} />
      {filters.includes('estadoId') && (
        <GeoFilterPickers nivel={filters.includes('municipioId') ? 'municipio' : 'estado'} estadoId={values.estadoId} municipioId={values.municipioId} onChange={setPlace} />
      )}
    </div>
  );
}

/**
 * The search box: each key searches at once (the rows come from memory, and the letter and its
 * rows are drawn in one frame). The input keeps its own text (uncontrolled), so a keystroke
 * renders only the list; a search set from elsewhere (a link, Back) shows in it. The address
 * follows once typing pauses or the box loses focus (`typing`).
 */
function SearchBox({ onChange, typing }: { onChange: (q: string) => void; typing: TypingHold }) {
  const translate = useTranslate();
  const q = ((useListContext().filterValues as { q?: string }).q ?? '') as string;
  const input = useRef<HTMLInputElement>(null);
  // What the box last sent: a search that differs from it came from elsewhere.
  const sent = useRef(q);
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    if (input.current && input.current.value !== q) input.current.value = q;
  }, [q]);
  const label = translate('ra.action.search');
  // The same element every time: the list's changes do not render the field again.
  const [initial] = useState(q);
  return useMemo(
    () => (
      <TextField
        defaultValue={initial}
        inputRef={input}
        onBlur={typing.release}
        onChange={(event) => {
          typing.typed();
          const next = event.target.value.trim() === '' ? '' : event.target.value;
          sent.current = next;
          onChange(next);
        }}
        placeholder={label}
        variant="filled"
        size="small"
        hiddenLabel
        margin="none"
        fullWidth={false}
        sx={searchSx}
        slotProps={{
          // Place names are not misspelt words, and the browser's remembered entries would cover the list.
          htmlInput: { 'aria-label': label, enterKeyHint: 'search', spellCheck: false, autoComplete: 'off' },
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
    [initial, label, onChange, typing],
  );
}
