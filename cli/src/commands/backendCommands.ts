import { Option, type Command } from 'commander';
import { auditoriaCommand } from './auditoria.js';
import { dbCommand } from './db.js';
import { recordCommands } from './records.js';
import { restaurarCommand } from './restaurar.js';
import { usuariosCommand } from './usuarios.js';
import { loginCommand, logoutCommand, registrarseCommand, whoamiCommand } from './session.js';
import type { Context } from '../io.js';

/** `--remote`: read by the entry point (which picks the lookup service) and accepted anywhere. */
export const remoteOption = (): Option =>
  new Option('--remote', 'consulta el servicio (funciones de Firebase) en vez de los datos incluidos; o VEGEO_REMOTE=1');

/**
 * Adds the commands that talk to a backend. Only their definitions load here; each action
 * imports its implementation (fetch client, Ink prompts, firebase-admin) when it runs.
 */
export function addBackendCommands(program: Command, ctx: Context): void {
  const commands = [
    loginCommand(ctx),
    registrarseCommand(ctx),
    logoutCommand(ctx),
    whoamiCommand(ctx),
    ...recordCommands(ctx),
    auditoriaCommand(ctx),
    restaurarCommand(ctx),
    usuariosCommand(ctx),
    dbCommand(ctx),
  ];
  for (const command of commands) {
    inherit(command, program);
    program.addCommand(command);
  }
}

/** Spanish help and errors, and exit overrides, down to every subcommand. */
function inherit(command: Command, parent: Command): void {
  command.copyInheritedSettings(parent);
  for (const sub of command.commands) inherit(sub, command);
}
