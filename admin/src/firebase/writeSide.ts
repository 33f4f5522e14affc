import type { Functions } from 'firebase/functions';
import { CallableError, type WriteSide } from '../dataProvider/types.js';

/** The callables over the Functions SDK; its errors become `CallableError`s. */
export function createWriteSide(functions: () => Promise<Functions>): WriteSide {
  return {
    async call(name, request) {
      const [fns, { httpsCallable }] = await Promise.all([functions(), import('firebase/functions')]);
      try {
        const { data } = await httpsCallable(fns, name)(request);
        return data as never;
      } catch (error) {
        const { code = 'unavailable', message = '', details } = error as { code?: string; message?: string; details?: unknown };
        throw new CallableError(code.replace(/^functions\//, ''), withoutStatus(message), details);
      }
    },
  };
}

// The SDK appends the HTTP status to the server's message (`… [400]`): a person reads the message alone.
function withoutStatus(message: string): string {
  return message.replace(/ \[\d{3}\]$/, '');
}
