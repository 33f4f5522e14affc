import ClearIcon from '@mui/icons-material/Clear';
import { IconButton, InputAdornment, Paper, Popper, TextField, type SxProps, type Theme } from '@mui/material';
import type { ComboboxField } from '@vegeo/react';
import { useState, type ReactNode } from 'react';

interface GeoPickerFieldProps {
  field: ComboboxField;
  chosenId: string | undefined;
  sx?: SxProps<Theme>;
  /** Under the box: a form's error. */
  helperText?: ReactNode;
  error?: boolean;
  /** Besides the picker's own: a form marks the field touched. */
  onBlur?: () => void;
  /**
   * Marked required (an asterisk, `aria-required`), as react-admin marks its inputs: the form's
   * validation says what is missing, not the browser's.
   */
  required?: boolean;
}

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/**
 * One of `@vegeo/react`'s comboboxes drawn with MUI: the package's hook holds the state, the keys,
 * the ARIA and the search; this draws a filled TextField and its list in a Popper.
 */
export function GeoPickerField({ field, chosenId, sx, helperText, error, onBlur, required = false }: GeoPickerFieldProps) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const { id, ref, value, onChange, disabled, required: _required, onBlur: pickerBlur, type: _type, ...input } = field.getInputProps();
  const { id: labelId } = field.getLabelProps();
  const clear = field.getClearButtonProps();
  const open = field.isOpen || Boolean(field.note);
  // The box's width is read only while its list shows: the read makes the browser lay the page
  // out in the middle of a render, and a closed picker is drawn again with every change of its page.
  return (
    <>
      <TextField
        ref={setAnchor}
        id={id}
        inputRef={ref}
        label={field.label}
        value={value}
        onChange={onChange}
        disabled={disabled}
        error={error}
        helperText={helperText}
        margin="none"
        fullWidth={false}
        sx={sx}
        slotProps={{
          inputLabel: { id: labelId, required },
          htmlInput: {
            ...input,
            'aria-required': required || undefined,
            onBlur: () => {
              pickerBlur();
              onBlur?.();
            },
          },
          input: {
            endAdornment: clear.hidden ? undefined : (
              <InputAdornment position="end">
                <IconButton size="small" aria-label={clear['aria-label']} tabIndex={-1} onMouseDown={clear.onMouseDown} onClick={clear.onClick} disabled={clear.disabled}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popper open={open} anchorEl={anchor} keepMounted placement="bottom-start" style={{ zIndex: 1300, width: open ? anchor?.clientWidth : undefined }}>
        <Paper elevation={8} sx={listSx}>
          <ul {...field.getListboxProps()}>
            {field.options.map(({ place, detail }, index) => (
              <li key={place.id} {...field.getOptionProps(index)} className={index === field.activeIndex ? 'active' : undefined} data-chosen={place.id === chosenId || undefined}>
                {place.nombre}
                {detail && <span className="detail"> {detail}</span>}
              </li>
            ))}
          </ul>
          {field.note && <div className="note">{field.note}</div>}
        </Paper>
      </Popper>
      <span {...field.getStatusProps()} style={hidden}>
        {field.isOpen || field.note ? field.status : ''}
      </span>
    </>
  );
}

const listSx = {
  maxHeight: '40vh',
  overflowY: 'auto',
  '& ul': { listStyle: 'none', margin: 0, padding: '8px 0' },
  '& ul[hidden]': { display: 'none' },
  '& [role=option]': { typography: 'body1', padding: '6px 16px', cursor: 'pointer', minHeight: 40, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
  '& [role=option][data-chosen]': { fontWeight: 500, backgroundColor: 'action.selected' },
  '& [role=option].active': { backgroundColor: 'action.hover' },
  '& .detail': { typography: 'body2', color: 'text.secondary' },
  '& .note': { typography: 'body2', color: 'text.secondary', padding: '8px 16px' },
} as const;
