// The peer: the same 1139 parroquias in react-select as one commonly writes it (its own filter,
// which forgives case and accents), each parroquia with its municipio and estado (which tell
// namesakes apart), labelled Parroquia.
import estados from '@vegeo/react/base/estados';
import municipios from '@vegeo/react/base/municipios';
import parroquias from '@vegeo/react/base/parroquias';
import { createRoot } from 'react-dom/client';
import Select from 'react-select';

const names = new Map([...estados, ...municipios].map((place) => [place.id, place.nombre]));
const options = [...parroquias]
  .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))
  .map((place) => ({ value: place.id, label: place.nombre, detail: `${names.get(place.municipioId!)}, ${names.get(place.estadoId!)}` }));
type Choice = (typeof options)[number];

const label = (option: Choice) => (
  <>
    <span>{option.label}</span> <span style={{ fontSize: '0.8125rem', opacity: 0.75 }}>{option.detail}</span>
  </>
);

function Peer() {
  return (
    <div>
      <label htmlFor="p">Parroquia</label>
      <Select inputId="p" options={options} formatOptionLabel={label} isClearable placeholder="Escriba o elija" />
    </div>
  );
}
createRoot(document.getElementById('root')!).render(<Peer />);
