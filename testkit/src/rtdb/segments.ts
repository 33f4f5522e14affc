import { MAX_BUFFERED_CHARS } from './frames.js';
import { type Segment, decodeSegmentData } from './jsonp.js';

export class SegmentError extends Error {}

/** The least data the SDK puts in a segment of a message it splits (a URL holds about 1 840). */
const SEGMENT_DATA_MIN = 1_000;
/**
 * How many segments may wait at once: the most that `MAX_BUFFERED_CHARS` of real segments take.
 * Counted apart from their bytes, since empty segments (or ones far ahead) weigh nothing there.
 */
export const MAX_PENDING_SEGMENTS = Math.ceil(MAX_BUFFERED_CHARS / SEGMENT_DATA_MIN);

/**
 * Puts a long-polling client's messages back together. The SDK numbers every segment it sends
 * on a connection from 0 and may have two requests in flight, so segments can arrive out of
 * order; a message is complete once all of its consecutive segments are in.
 */
export class SegmentQueue {
  private readonly pending = new Map<number, Segment>();
  private next = 0;
  private buffered = 0;

  /** Adds a poll's segments; returns the messages now complete, in the order they were sent. */
  accept(segments: readonly Segment[]): string[] {
    for (const segment of segments) {
      if (segment.seg < this.next || this.pending.has(segment.seg)) continue;
      // Segments far ahead of the next one, or too many waiting, are no client's: drop the connection.
      if (segment.seg >= this.next + MAX_PENDING_SEGMENTS || this.pending.size >= MAX_PENDING_SEGMENTS) {
        throw new SegmentError('Too many segments waiting for the ones before them');
      }
      this.buffered += segment.data.length;
      if (this.buffered > MAX_BUFFERED_CHARS) throw new SegmentError('Message exceeds the maximum size');
      this.pending.set(segment.seg, segment);
    }
    const messages: string[] = [];
    for (;;) {
      const first = this.pending.get(this.next);
      if (!first) return messages;
      const parts: Segment[] = [];
      for (let seg = this.next; seg < this.next + first.total; seg++) {
        const part = this.pending.get(seg);
        if (!part) return messages;
        parts.push(part);
      }
      for (const part of parts) this.pending.delete(part.seg);
      this.buffered -= parts.reduce((sum, part) => sum + part.data.length, 0);
      this.next += first.total;
      const text = decodeSegmentData(parts.map((part) => part.data).join(''));
      if (text === null) throw new SegmentError('Segment data is not base64');
      messages.push(text);
    }
  }
}
