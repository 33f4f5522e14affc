import { Command } from 'commander';
import { spanishHelp, translateError } from './spanish.js';
import { addBackendCommands, remoteOption } from '../commands/backendCommands.js';
import { buscarCommand } from '../commands/buscar.js';
import { capitalCommand } from '../commands/capital.js';
import { estadoCommand } from '../commands/estado.js';
import { exportarCommand } from '../commands/exportar.js';
import { loteCommand } from '../commands/lote.js';
import { completionCommand } from '../commands/completion.js';
import { normalizarCommand } from '../commands/normalizar.js';
import { municipioCommand } from '../commands/municipio.js';
import { parroquiaCommand } from '../commands/parroquia.js';
import { examples } from '../commands/options.js';
import { edicionOption } from '../lookup/edition.js';
import { terminalLines } from '../format/terminalText.js';
import type { Context } from '../io.js';

// The commands that draw their answer (on a terminal, without --json).
const DRAWING = new Set(['estado', 'municipio', 'parroquia', 'buscar', 'capital']);

const EXAMPLES = examples([
  'vegeo estado "Mérida"',
  'vegeo estado Zulia --municipios',
  'vegeo municipio Sucre --estado Miranda',
  'vegeo parroquia Catedral --estado Lara',
  'vegeo buscar "san cristobal" --tipo municipio --max 3',
  'vegeo capital --json',
  'vegeo estado Vargas --edicion ine',
  'vegeo parroquia 190601 --edicion ine',
  `echo '{"tipo":"estado","nombre":"Zulia"}' | vegeo lote`,
  'vegeo exportar --formato csv --nivel parroquias > parroquias.csv',
]);

/**
 * The whole command line: every command, Spanish help and errors, and commander's exits turned
 * into exceptions (`exitOverride`) so the caller decides the exit code.
 */
export function createProgram(ctx: Context, version: string): Command {
  const { io } = ctx;
  const program = new Command('vegeo')
    .description('Geografía administrativa de Venezuela (estados, municipios y parroquias), sin conexión.')
    .version(version, '-v, --version', 'muestra la versión')
    .helpOption('-h, --help', 'muestra esta ayuda')
    .helpCommand('help [comando]', 'muestra la ayuda de un comando')
    .configureHelp(spanishHelp)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // Its messages echo the command line: a control there (ESC, BEL) is spelled out, as in answers.
      outputError: (text, write) => write(terminalLines(translateError(text))),
    })
    .showHelpAfterError('(vea «vegeo --help»)')
    .exitOverride()
    .addOption(remoteOption())
    .addOption(edicionOption())
    .addHelpText('after', EXAMPLES)
    .hook('preAction', (_program, action) => {
      if (io.stdout.isTTY && DRAWING.has(action.name()) && action.opts().json !== true) {
        // A failure surfaces where the views are awaited; here it must not go unhandled.
        ctx.views().catch(() => undefined);
      }
    });
  const commands = [estadoCommand, municipioCommand, parroquiaCommand, buscarCommand, capitalCommand, loteCommand, normalizarCommand, exportarCommand];
  for (const create of commands) {
    program.addCommand(create(ctx).copyInheritedSettings(program));
  }
  addBackendCommands(program, ctx);
  program.addCommand(completionCommand(ctx).copyInheritedSettings(program));
  return program;
}
