import '@vegeo/react/estilos.css';
import { SelectorUbicacion } from '@vegeo/react';
import { createRoot } from 'react-dom/client';

// The base edition: its 1139 parroquias, the count the figures speak of.
createRoot(document.getElementById('root')!).render(<SelectorUbicacion edicion="base" />);
