import type { Model } from './model/types.js';
import type { LookupService } from './lookup/lookupService.js';

/** Where a command writes text: a stream, or (for a plain lookup) a file descriptor written at once. */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** The process streams and environment a command may use; injected so commands run in tests. */
export interface Io {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream;
  env: Record<string, string | undefined>;
}

/** What the lookup commands use of `Io`: they only write text. */
export interface LookupIo {
  stdout: Output;
  stderr: Output;
  env: Record<string, string | undefined>;
}

/** The terminal views (Ink and React): heavy, so loaded only when an answer is drawn. */
export interface Views {
  renderModel(model: Model, options: { columns: number; color: boolean }): string;
}

/** What every command receives: its streams, the lookups, and where to leave the exit code. */
export interface Context {
  io: Io;
  lookup: LookupService;
  /** Loads the terminal views (once); only called when stdout is a terminal and not `--json`. */
  views: () => Promise<Views>;
  /** 0 found, 1 not found, 2 usage error; the entry point hands it to `process.exitCode`. */
  exitCode: number;
}

/** A `Context` as the lookup commands need it. */
export interface LookupContext extends Omit<Context, 'io'> {
  io: LookupIo;
}
