import type { IncomingMessage } from 'node:http';
import { DatabaseError } from './errors.js';

/** The request body as text; past `limit` bytes the rest is drained and the write refused. */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooBig = true;
      if (!tooBig) chunks.push(chunk);
    });
    request.on('end', () => {
      if (tooBig) {
        reject(new DatabaseError('write_too_big', 'Data to write exceeds the maximum size that can be modified with a single request.'));
      } else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}
