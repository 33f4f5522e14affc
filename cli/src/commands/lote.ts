import { Command } from 'commander';
import { answerLines } from '../responses/jsonLines.js';
import { loteProgress } from './_lib/loteProgress.js';
import { examples } from './options.js';
import type { Context } from '../io.js';

const FORMAT = `
Cada línea de entrada es una consulta:
  {"tipo": "estado"|"municipio"|"parroquia"|"buscar", "nombre": "…", "opciones": {…}}
  {"tipo": "capital"}
Cada línea de salida, en el mismo orden y en cuanto llega su consulta:
  {"consulta": …, "resultado": …}   (resultado null si no hubo coincidencia)
  {"consulta": …, "error": "…"}     (si la línea no se pudo responder)
`;

/** `vegeo lote`: JSON Lines on stdin, one answer line per query on stdout. */
export function loteCommand(ctx: Context): Command {
  return new Command('lote')
    .description('responde consultas JSON Lines de la entrada estándar, una respuesta por línea y en orden')
    .addHelpText(
      'after',
      FORMAT +
        examples([
          `echo '{"tipo":"estado","nombre":"Zulia"}' | vegeo lote`,
          'vegeo lote < consultas.jsonl > respuestas.jsonl',
        ]),
    )
    .action(async () => {
      const { io, lookup } = ctx;
      if ((io.stdin as { isTTY?: boolean }).isTTY) {
        io.stderr.write('Escriba una consulta JSON por línea; termine con Ctrl+D.\n');
      }
      const progress = loteProgress(io);
      let total = 0;
      try {
        await answerLines(io.stdin, io.stdout, async (queries) => {
          const lines = await lookup.lote(queries, progress);
          progress.answered((total += lines.length));
          return lines;
        });
      } finally {
        progress.end();
      }
      ctx.exitCode = 0;
    });
}
