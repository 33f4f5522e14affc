// Normaliza un CSV con la función `normalizar` de vegeo, por bloques de hasta 1000 filas, y sigue
// donde se quedó: cada bloque respondido se añade a la salida (NDJSON, una línea por fila, con su
// número), y al volver a ejecutarlo se saltan las filas que ya están en ella. Con Node.js 22.18 o
// posterior, que ejecuta TypeScript:
//   VEGEO_EMAIL=ana@ejemplo.com VEGEO_PASSWORD=… node normalizar.ts clientes.csv [salida.ndjson] [--bloque 1000]
import { appendFile, readFile } from 'node:fs/promises';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, FunctionsError, getFunctions } from 'firebase/functions';
import Papa from 'papaparse';
import type { NormalizarFila } from '@vegeo/data';
import { llamar } from '@vegeo/data/firebase';

const env = process.env;
const [archivo, salida = `${archivo?.replace(/\.csv$/i, '')}.vegeo.ndjson`] = process.argv.slice(2).filter((a, i, all) => a !== '--bloque' && all[i - 1] !== '--bloque');
const bloque = Number(process.argv[process.argv.indexOf('--bloque') + 1]) || 1000;
if (!archivo) throw new Error('Indique el CSV: node normalizar.ts clientes.csv');

const app = initializeApp({ projectId: env['VEGEO_PROJECT'] ?? 'demo-vegeo', apiKey: env['VEGEO_API_KEY'] ?? 'demo-api-key' });
const auth = getAuth(app);
const functions = getFunctions(app, env['VEGEO_REGION'] ?? 'us-central1');
const authEmulator = env['FIREBASE_AUTH_EMULATOR_HOST'];
const functionsEmulator = env['VEGEO_FUNCTIONS_EMULATOR_HOST'];
if (authEmulator) connectAuthEmulator(auth, `http://${authEmulator}`, { disableWarnings: true });
if (functionsEmulator) connectFunctionsEmulator(functions, functionsEmulator.split(':')[0]!, Number(functionsEmulator.split(':')[1]));

try {
  await signInWithEmailAndPassword(auth, required('VEGEO_EMAIL'), required('VEGEO_PASSWORD'));

  // El CSV, con su encabezado; papaparse adivina el separador (, o ;).
  const { data: filas } = Papa.parse<Record<string, string>>(await readFile(archivo, 'utf8'), { header: true, skipEmptyLines: true });
  // Lo ya hecho: las líneas que la salida tiene de una ejecución anterior.
  const hechas = await readFile(salida, 'utf8').then((t) => t.split('\n').filter((l) => l.trim() !== '').length, () => 0);
  if (hechas > 0) console.log(`Sigue desde la fila ${hechas + 1} de ${filas.length}`);

  const cuenta = { exacta: 0, corregida: 0, ambigua: 0, sin_par: 0 };
  for (let desde = hechas; desde < filas.length; desde += bloque) {
    const parte = filas.slice(desde, desde + bloque);
    const pedidas: NormalizarFila[] = parte.map((f) => ({ estado: f['estado'], municipio: f['municipio'], parroquia: f['parroquia'] }));
    let respuestas;
    try {
      // La petición y la respuesta tienen los tipos del mapa Callables.
      respuestas = await llamar(functions, 'normalizar', { filas: pedidas, opciones: { edicion: 'ine' } });
    } catch (error) {
      if (error instanceof FunctionsError && error.code === 'functions/resource-exhausted') {
        console.log(`Límite de consultas alcanzado en la fila ${desde + 1}: vuelva a ejecutarlo y seguirá desde ahí.`);
        process.exitCode = 3;
        break;
      }
      throw error;
    }
    const lineas = respuestas.map((r, i) => {
      cuenta[r.certeza] += 1;
      return JSON.stringify({ fila: desde + i + 1, ...parte[i], id_parroquia: r.parroquia?.id ?? null, ine_parroquia: r.parroquia?.ine ?? null, ...r });
    });
    // Solo después de responder: si algo falla, el bloque se pide otra vez, nunca dos veces escrito.
    await appendFile(salida, lineas.join('\n') + '\n');
    console.log(`Filas ${desde + 1}–${desde + parte.length}: ${Object.entries(cuenta).map(([c, n]) => `${n} ${c}`).join(', ')}`);
  }
} finally {
  await deleteApp(app);
}

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Defina ${name}`);
  return value;
}
