import { useSelectorUbicacion, type ComboboxField } from '@vegeo/react';

/** The hook drawn with markup of one's own: what a MUI, Chakra or shadcn field would do. */
export function Headless() {
  const { niveles, fields, value } = useSelectorUbicacion({ nivel: 'municipio', edicion: 'base', labels: { estado: 'Estado (datos base)', municipio: 'Municipio (datos base)' } });
  return (
    <div className="propio">
      {niveles.map((nivel) => (
        <OwnField key={nivel} field={fields[nivel]} />
      ))}
      <pre data-testid="propio">{JSON.stringify(value)}</pre>
    </div>
  );
}

function OwnField({ field }: { field: ComboboxField }) {
  return (
    <p>
      <label {...field.getLabelProps()}>{field.label}</label>
      <input {...field.getInputProps()} />
      <ul {...field.getListboxProps()}>
        {field.options.map((option, index) => (
          <li key={option.place.id} {...field.getOptionProps(index)}>
            {option.place.nombre}
            {option.detail ? ` (${option.detail})` : ''}
          </li>
        ))}
      </ul>
      <span {...field.getStatusProps()} style={{ fontSize: '0.8rem' }}>
        {field.note}
      </span>
    </p>
  );
}
