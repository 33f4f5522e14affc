import type { ComboboxField } from './combobox/useCombobox.js';

/** One combobox drawn with the package's markup; its parts carry `vegeo-*` classes to style. */
export function Field({ field, chosenId, nivel }: { field: ComboboxField; chosenId: string | undefined; nivel?: string }) {
  const { options, activeIndex, note } = field;
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
              <li key={place.id} className="vegeo-option" {...field.getOptionProps(index)} data-active={index === activeIndex || undefined} data-chosen={place.id === chosenId || undefined}>
                <span className="vegeo-name">{place.nombre}</span>
                {detail && <span className="vegeo-detail"> {detail}</span>}
              </li>
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
