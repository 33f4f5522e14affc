// The peer: the same 1139 parroquias in a combobox as one is commonly written with Fuse.js (fuzzy,
// typo-tolerant), the first 50 matches listed; drawn with the same markup and stylesheet, each
// parroquia with its municipio and estado (which tell namesakes apart), as ours.
import '@vegeo/react/estilos.css';
import estados from '@vegeo/react/base/estados';
import municipios from '@vegeo/react/base/municipios';
import parroquias from '@vegeo/react/base/parroquias';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const LIMIT = 50;
const names = new Map([...estados, ...municipios].map((place) => [place.id, place.nombre]));
const detail = new Map(parroquias.map((place) => [place.id, `${names.get(place.municipioId!)}, ${names.get(place.estadoId!)}`]));
const byName = [...parroquias].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
const fuse = new Fuse(parroquias, { keys: ['nombre'], ignoreDiacritics: true });

function Peer() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const options = useMemo(() => (text.trim() ? fuse.search(text, { limit: LIMIT }).map((hit) => hit.item) : byName.slice(0, LIMIT)), [text]);
  return (
    <div className="vegeo-field">
      <label className="vegeo-label" htmlFor="p">Parroquia</label>
      <div className="vegeo-control">
        <input id="p" className="vegeo-input" role="combobox" aria-expanded={open} aria-controls="l" value={text} onChange={(event) => (setText(event.target.value), setOpen(true))} onClick={() => setOpen(true)} onBlur={() => setOpen(false)} />
        <div className="vegeo-popup" hidden={!open}>
          <ul id="l" role="listbox" aria-label="Parroquia" className="vegeo-listbox">
            {options.map((place, index) => (
              <li key={place.id} role="option" aria-selected={index === 0} className="vegeo-option" data-active={index === 0 || undefined}>
                <span className="vegeo-name">{place.nombre}</span>
                <span className="vegeo-detail"> {detail.get(place.id)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
createRoot(document.getElementById('root')!).render(<Peer />);
