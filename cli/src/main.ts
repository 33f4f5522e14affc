import pkg from '../package.json' with { type: 'json' };
import { run } from './cli.js';
import { localLookup } from './services/local.js';

// A closed pipe (`vegeo lote < big.jsonl | head`) ends the output; it is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await run(process.argv, process, localLookup, pkg.version);
