import type { IncomingMessage } from 'node:http';
import { DatabaseError } from './errors.js';

/** The request body as text; past `limit` bytes the rest is drained and the write refused. */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // Decoded as it arrives: one buffer of a whole bulk write (megabytes) would stay in the
    // process's allocator after it is freed.
    const decoder = new TextDecoder('utf-8');
    const parts: string[] = [];
    let size = 0;
    let tooBig = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooBig = true;
      if (!tooBig) parts.push(decoder.decode(chunk, { stream: true }));
    });
    request.on('end', () => {
      if (tooBig) {
        reject(new DatabaseError('write_too_big', 'Data to write exceeds the maximum size that can be modified with a single request.'));
      } else resolve(parts.join('') + decoder.decode());
    });
    request.on('error', reject);
  });
}
