#!/usr/bin/env node
// `npm run demo -w @vegeo/react`: builds the package and serves the demo page with Vite's
// development server; prints its address. Ctrl-C stops it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

execFileSync(process.execPath, [fileURLToPath(new URL('build.mjs', import.meta.url))], { stdio: 'inherit' });
const server = await createServer({
  configFile: fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url)),
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5180) },
  logLevel: 'warn',
});
await server.listen();
console.log(`Demostración de @vegeo/react: ${server.resolvedUrls.local[0]}`);
console.log('Ctrl-C la detiene.');
