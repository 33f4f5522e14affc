import '@vegeo/react/estilos.css';
import { BuscadorLugar, SelectorUbicacion, type UbicacionValue } from '@vegeo/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConHookForm } from './ConHookForm.js';
import { Headless } from './Headless.js';

// What the form sent (a GET to this page): the fields as the browser submitted them.
const sent = [...new URLSearchParams(location.search)];
const sentId = (nivel: string) => sent.find(([name]) => name === `ubicacion[${nivel}]`)?.[1] || null;

function Demo() {
  const [lugar, setLugar] = useState<UbicacionValue | null>(null);
  return (
    <main>
      <h1>@vegeo/react</h1>
      <section>
        <h2>Un formulario sencillo</h2>
        <form method="get">
          <SelectorUbicacion name="ubicacion" required defaultValue={{ estado: sentId('estado'), municipio: sentId('municipio'), parroquia: sentId('parroquia') }} />
          <button type="submit">Enviar</button>
        </form>
        {sent.length > 0 && (
          <>
            <p>El formulario envió:</p>
            <pre data-testid="enviado">{sent.map(([name, value]) => `${name}=${value}`).join('\n')}</pre>
          </>
        )}
      </section>
      <section>
        <h2>Con react-hook-form</h2>
        <ConHookForm />
      </section>
      <section>
        <h2>Un solo campo: &lt;BuscadorLugar&gt;</h2>
        <BuscadorLugar onChange={setLugar} />
        <pre data-testid="lugar">{JSON.stringify(lugar, null, 1) ?? 'null'}</pre>
      </section>
      <section>
        <h2>Sin estilos propios: useSelectorUbicacion()</h2>
        <Headless />
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Demo />
  </StrictMode>,
);
