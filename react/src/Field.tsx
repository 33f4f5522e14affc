import { memo } from 'react';
import type { ComboboxField } from './combobox/useCombobox.js';

type RowProps = ReturnType<ComboboxField['getOptionProps']> & { nombre: string; detail?: string; chosen: boolean };

// An option's props are plain values: opening a list, or moving through it, draws only the rows that
// changed. Its name reads the place apart from its detail: «Catedral, Libertador, Distrito Capital».
const Row = memo(function Row({ nombre, detail, chosen, ...props }: RowProps) {
  return (
    <li className="vegeo-option" {...props} aria-label={detail && `${nombre}, ${detail}`} data-active={props['aria-selected'] || undefined} data-chosen={chosen || undefined}>
      <span className="vegeo-name">{nombre}</span>
      {detail && <span className="vegeo-detail"> {detail}</span>}
    </li>
  );
});

/** One combobox drawn with the package's markup; its parts carry `vegeo-*` classes to style. */
export function Field({ field, chosenId, nivel }: { field: ComboboxField; chosenId: string | undefined; nivel?: string }) {
  const { options, note } = field;
  return (
    <div className="vegeo-field" data-nivel={nivel} data-open={field.isOpen || undefined}>
      <label className="vegeo-label" {...field.getLabelProps()}>
        {field.label}
      </label>
      <div className="vegeo-control">
        <input className="vegeo-input" {...field.getInputProps()} />
        <button className="vegeo-clear" {...field.getClearButtonProps()}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="vegeo-popup" hidden={!field.isOpen && !note}>
          <ul className="vegeo-listbox" {...field.getListboxProps()}>
            {options.map(({ place, detail }, index) => (
              <Row key={place.id} {...field.getOptionProps(index)} nombre={place.nombre} detail={detail} chosen={place.id === chosenId} />
            ))}
          </ul>
          {note && <div className="vegeo-note">{note}</div>}
        </div>
      </div>
      <div className="vegeo-status" {...field.getStatusProps()}>
        {field.isOpen || note ? field.status : ''}
      </div>
    </div>
  );
}
