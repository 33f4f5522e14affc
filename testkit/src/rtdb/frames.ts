/** Largest text frame the SDKs send; the server splits its messages the same way. */
export const MAX_FRAME_CHARS = 16384;
/** A message larger than this is not buffered at all: the connection is dropped. */
export const MAX_BUFFERED_CHARS = 64 * 1024 * 1024;

export class FrameError extends Error {}

/**
 * Reassembles client messages from WebSocket frames. A frame holding only a number of at most
 * six digits announces how many frames the next message spans; `0` alone is a keep-alive.
 */
export class FrameAssembler {
  private expected = 0;
  private parts: string[] = [];
  private buffered = 0;

  /** The complete message text once the last frame arrives, otherwise null. */
  accept(frame: string): string | null {
    if (this.expected === 0) {
      if (frame.length <= 6 && /^\d+$/.test(frame)) {
        this.expected = Number(frame);
        if (this.expected > MAX_BUFFERED_CHARS / MAX_FRAME_CHARS) {
          this.reset();
          throw new FrameError(`Too many frames announced: ${frame}`);
        }
        return null;
      }
      return frame;
    }
    this.parts.push(frame);
    this.buffered += frame.length;
    if (this.buffered > MAX_BUFFERED_CHARS) {
      this.reset();
      throw new FrameError('Message exceeds the maximum size');
    }
    if (this.parts.length < this.expected) return null;
    const message = this.parts.join('');
    this.reset();
    return message;
  }

  private reset(): void {
    this.expected = 0;
    this.parts = [];
    this.buffered = 0;
  }
}

/** Frames for one outgoing message: the text itself, or a count followed by its pieces. */
export function splitMessage(text: string): string[] {
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const pieces: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + MAX_FRAME_CHARS, text.length);
    // A frame must be valid UTF-8 on its own, so a surrogate pair is never cut in two.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    pieces.push(text.slice(at, end));
    at = end;
  }
  return [String(pieces.length), ...pieces];
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
