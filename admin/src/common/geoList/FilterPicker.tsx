import ClearIcon from '@mui/icons-material/Clear';
import { IconButton, InputAdornment, Paper, Popper, TextField } from '@mui/material';
import { memo, useId, useState, type KeyboardEvent } from 'react';
import { useGetList, useGetOne, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { buscarFilter } from '../buscarFilter.js';

interface FilterPickerProps<RecordType extends RaRecord> {
  reference: 'estados' | 'municipios';
  label: string;
  /** The chosen record's id. */
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  sort: SortPayload;
  /** Narrows the choices to one estado's records. */
  scope?: string;
  /** How a choice reads in the list of choices. */
  optionText: (record: RecordType) => string;
  /** How the chosen record reads in the box (`optionText` unless given). */
  inputText?: (record: RecordType) => string;
}

const CHOICES = 50;

/** A list filter's width: the whole row on a phone. */
export const fieldSx = { width: { xs: '100%', sm: 240 } } as const;

/**
 * A list filter's picker: a combobox (ARIA's pattern: arrows, Enter, Escape) whose choices are
 * the records whose name matches what is typed, searched as `vegeo buscar` searches (typos
 * forgiven). Lighter than react-admin's `AutocompleteInput`, which needs a form and MUI's
 * `Autocomplete`: the lists hold no form, and a list's first load should not bring either.
 */
function FilterPickerView<RecordType extends RaRecord>({ reference, label, value, onChange, sort, scope, optionText, inputText = optionText }: FilterPickerProps<RecordType>) {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  // What the user typed since the box took focus; `undefined` while the box shows the choice.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [active, setActive] = useState(0);
  const chosen = useGetOne<RecordType>(reference, { id: value as string }, { enabled: Boolean(value) });
  const shown = value ? (chosen.data ? inputText(chosen.data) : '') : '';
  const query = typed?.trim() ?? '';
  const { data: choices = [] } = useGetList<RecordType>(
    reference,
    { filter: { ...(scope ? { estadoId: scope } : {}), ...(query ? buscarFilter(query) : {}) }, sort, pagination: { page: 1, perPage: CHOICES } },
    { enabled: open, placeholderData: (previous) => previous },
  );

  const close = () => {
    setOpen(false);
    setTyped(undefined);
    setActive(0);
  };
  const choose = (record: RecordType | undefined) => {
    close();
    if (record?.id !== value) onChange(record?.id as string | undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (choices.length === 0 ? 0 : (current + step + choices.length) % choices.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (choices[active]) choose(choices[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };
  const listId = `${id}-choices`;
  const expanded = open && choices.length > 0;
  return (
    <>
      <TextField
        ref={setAnchor}
        label={label}
        value={typed ?? shown}
        variant="filled"
        size="small"
        margin="none"
        fullWidth={false}
        sx={fieldSx}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // An emptied box clears the choice; anything else typed and not chosen is dropped.
          if (typed !== undefined && typed.trim() === '') choose(undefined);
          else close();
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': expanded ? listId : undefined,
            'aria-activedescendant': expanded && choices[active] ? `${id}-${choices[active].id}` : undefined,
          },
          input: {
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={translate('ra.action.clear_input_value')} onMouseDown={(event) => event.preventDefault()} onClick={() => choose(undefined)}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Popper open={expanded} anchorEl={anchor} placement="bottom-start" style={{ zIndex: 1300, width: anchor?.clientWidth }}>
        <Paper elevation={8} sx={choicesSx}>
          <ul role="listbox" id={listId} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: '8px 0' }}>
            {choices.map((record, index) => (
              <Choice key={record.id} id={`${id}-${record.id}`} text={optionText(record)} active={index === active} selected={record.id === value} onChoose={() => choose(record)} onHover={() => setActive(index)} />
            ))}
          </ul>
        </Paper>
      </Popper>
    </>
  );
}

function Choice({ id, text, active, selected, onChoose, onHover }: { id: string; text: string; active: boolean; selected: boolean; onChoose: () => void; onHover: () => void }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={active ? 'active' : undefined}
    >
      {text}
    </li>
  );
}

const choicesSx = {
  maxHeight: '40vh',
  overflowY: 'auto',
  '& [role=option]': { typography: 'body1', padding: '6px 16px', cursor: 'pointer' },
  '& [role=option][aria-selected=true]': { backgroundColor: 'action.selected' },
  '& [role=option].active': { backgroundColor: 'action.hover' },
} as const;

/** Memoised: the list's other changes (its rows, a search) do not render the picker again. */
export const FilterPicker = memo(FilterPickerView) as typeof FilterPickerView;
