import { Argument, Command } from 'commander';
import { examples } from './options.js';
import { SHELLS, completionScript, type Shell } from './_lib/completionScripts.js';
import type { Context } from '../io.js';

/** `vegeo completion bash|zsh|fish`: the script that completes vegeo's commands in that shell. */
export function completionCommand(ctx: Context): Command {
  return new Command('completion')
    .description('escribe el script de completado con Tab para bash, zsh o fish: órdenes, opciones, sus valores y nombres de estados')
    .addArgument(new Argument('<shell>', 'bash, zsh o fish').choices(SHELLS))
    .addHelpText(
      'after',
      examples(['source <(vegeo completion bash)        # en ~/.bashrc', 'source <(vegeo completion zsh)         # en ~/.zshrc, tras compinit', 'vegeo completion fish > ~/.config/fish/completions/vegeo.fish']),
    )
    .action((shell: Shell) => {
      ctx.io.stdout.write(completionScript(shell));
      ctx.exitCode = 0;
    });
}
