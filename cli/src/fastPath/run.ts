import { answerBuscar, answerCapital, answerEstado, answerMunicipio, answerParroquia } from '../responses/answers.js';
import { reportArgumentError } from '../responses/argumentError.js';
import type { FastPathCall } from './parse.js';
import type { LookupContext } from '../io.js';

/** Answers a parsed lookup as the full program would, and resolves to the exit code. */
export async function runFastPath(call: FastPathCall, ctx: LookupContext): Promise<number> {
  const [nombre] = call.operands;
  try {
    switch (call.command) {
      case 'estado':
        await answerEstado(ctx, nombre, call.flags);
        break;
      case 'municipio':
        await answerMunicipio(ctx, nombre, call.flags);
        break;
      case 'parroquia':
        await answerParroquia(ctx, nombre, call.flags);
        break;
      case 'buscar':
        await answerBuscar(ctx, call.operands, call.flags);
        break;
      case 'capital':
        await answerCapital(ctx, call.flags);
        break;
    }
    return ctx.exitCode;
  } catch (error) {
    const code = reportArgumentError(error, ctx.io);
    if (code === undefined) throw error;
    return code;
  }
}
