// Llama a las funciones de vegeo desde un script, con el SDK de Firebase y `llamar`: entra, hace
// una consulta, envía un lote de 1000 consultas leídas de un archivo y maneja un rechazo por su
// código. Con Node.js 22.18 o posterior, que ejecuta TypeScript:
//   VEGEO_EMAIL=ana@ejemplo.com VEGEO_PASSWORD=… node consultas.ts [consultas.jsonl]
import { readFile } from 'node:fs/promises';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, FunctionsError, getFunctions } from 'firebase/functions';
import type { LoteLine } from '@vegeo/data';
import { llamar } from '@vegeo/data/firebase';

const env = process.env;
const app = initializeApp({ projectId: env['VEGEO_PROJECT'] ?? 'demo-vegeo', apiKey: env['VEGEO_API_KEY'] ?? 'demo-api-key' });
const auth = getAuth(app);
const functions = getFunctions(app, env['VEGEO_REGION'] ?? 'us-central1');
// Los emuladores locales (npm run emulators), con las mismas variables que la terminal de vegeo.
const authEmulator = env['FIREBASE_AUTH_EMULATOR_HOST'];
const functionsEmulator = env['VEGEO_FUNCTIONS_EMULATOR_HOST'];
if (authEmulator) connectAuthEmulator(auth, `http://${authEmulator}`, { disableWarnings: true });
if (functionsEmulator) connectFunctionsEmulator(functions, functionsEmulator.split(':')[0]!, Number(functionsEmulator.split(':')[1]));

type LineaConError = Extract<LoteLine, { error: string }>;

try {
  // 1. Entrar: toda función exige un usuario con sesión.
  const { user } = await signInWithEmailAndPassword(auth, required('VEGEO_EMAIL'), required('VEGEO_PASSWORD'));
  console.log(`Sesión: ${user.email}`);

  // 2. Una consulta; la petición y la respuesta tienen los tipos del mapa Callables.
  const sucre = await llamar(functions, 'municipio', { nombre: 'Sucre', opciones: { estado: 'Miranda' } });
  console.log(`Municipio ${sucre?.municipio} (${sucre?.estado}): capital ${sucre?.capital}, id ${sucre?.id}`);

  // 3. Un lote: hasta 1000 consultas en una llamada, una por línea de un archivo JSON Lines.
  const archivo = process.argv[2] ?? new URL('consultas.jsonl', import.meta.url);
  const texto = await readFile(archivo, 'utf8');
  const consultas = texto.split('\n').filter((linea) => linea.trim() !== '').map((linea): unknown => JSON.parse(linea));
  const lineas = await llamar(functions, 'lote', { consultas });
  const errores = lineas.filter((linea): linea is LineaConError => 'error' in linea);
  console.log(`Lote: ${lineas.length} respuestas, ${errores.length} con error`);
  for (const { consulta, error } of errores) console.log(`  ${JSON.stringify(consulta)}: ${error}`);

  // 4. Un rechazo, por su código: crear registros es de editores y administradores.
  try {
    const creada = await llamar(functions, 'crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'Nueva', municipioId: '1301' } });
    console.log(`Parroquia creada: ${creada.id}`);
  } catch (error) {
    if (!(error instanceof FunctionsError)) throw error;
    if (error.code === 'functions/permission-denied') console.log(`Rechazado, sin permiso: ${error.message}`);
    else if (error.code === 'functions/resource-exhausted') console.log(`Límite de consultas: ${JSON.stringify(error.details)}`);
    else throw error;
  }
} finally {
  await deleteApp(app);
}

function required(name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Defina ${name}`);
  return value;
}
