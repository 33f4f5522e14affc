import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { loadSettings } from './firebase/settings.js';
import { createServices } from './services.js';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadSettings().then(
  (settings) =>
    root.render(
      <StrictMode>
        <App {...createServices(settings)} />
      </StrictMode>,
    ),
  (error: unknown) => {
    root.render(<p role="alert">No se pudo cargar la configuración de Firebase: {error instanceof Error ? error.message : String(error)}</p>);
  },
);
