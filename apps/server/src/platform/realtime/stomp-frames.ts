/**
 * STOMP 1.2 frames: a streaming parser and a serializer. Pure (no sockets), so every rule of
 * https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames is unit-tested here.
 */

export type StompHeaders = Record<string, string>;

export type StompFrame = {
  command: string;
  /** Repeated headers keep their first value, as STOMP 1.2 requires. */
  headers: StompHeaders;
  body: Buffer;
};

export type OutgoingFrame = {
  command: string;
  headers?: StompHeaders;
  body?: string | Buffer;
};

/** A frame that breaks the protocol; the connection answers ERROR with this message and closes. */
export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

export type FrameParserLimits = {
  /** Bytes from the command line through the terminating NUL. */
  maxFrameBytes: number;
  maxHeaders: number;
};

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;
const COMMAND = /^[A-Z]{1,32}$/;

// CONNECT and CONNECTED are exempt from header escaping so 1.0 clients can still negotiate.
function escapesApply(command: string): boolean {
  return command !== 'CONNECT' && command !== 'CONNECTED';
}

export function decodeHeaderText(raw: string): string {
  if (!raw.includes('\\')) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = raw[++i];
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    // The spec makes an undefined escape such as \t a fatal protocol error.
    else throw new StompProtocolError(`Invalid escape sequence in header: \\${next ?? ''}`);
  }
  return out;
}

export function encodeHeaderText(value: string): string {
  return value.replace(/[\\\r\n:]/g, (ch) =>
    ch === '\\' ? '\\\\' : ch === '\r' ? '\\r' : ch === '\n' ? '\\n' : '\\c',
  );
}

/** Serializes a frame; a non-empty body always gets a content-length so NULs inside it are safe. */
export function serializeFrame(frame: OutgoingFrame): Buffer {
  const body =
    frame.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(frame.body)
        ? frame.body
        : Buffer.from(frame.body, 'utf8');
  const headers: StompHeaders = { ...frame.headers };
  if (body.length > 0 && headers['content-length'] === undefined) headers['content-length'] = String(body.length);
  const escape = escapesApply(frame.command) ? encodeHeaderText : (s: string) => s;
  let head = `${frame.command}\n`;
  for (const [name, value] of Object.entries(headers)) head += `${escape(name)}:${escape(value)}\n`;
  head += '\n';
  return Buffer.concat([Buffer.from(head, 'utf8'), body, Buffer.from([NUL])]);
}

/**
 * A MESSAGE frame in two parts, for a push that goes to many subscriptions: what every subscription's copy shares
 * (`destination`, `content-type`, `content-length`, the blank line, the body and the NUL) is encoded once per push, and
 * only the command line, the `subscription` id and the `message-id` (`messageHead`) are written per subscription.
 * `messageHead(id, n)` followed by the tail is byte for byte what `serializeFrame` makes of the same frame with the
 * headers in that order.
 */
export function encodeMessageTail(destination: string, contentType: string, body: Buffer): Buffer {
  const head =
    `destination:${encodeHeaderText(destination)}\ncontent-type:${encodeHeaderText(contentType)}\n` +
    `content-length:${body.length}\n\n`;
  const tail = Buffer.allocUnsafeSlow(Buffer.byteLength(head, 'utf8') + body.length + 1);
  const written = tail.write(head, 0, 'utf8');
  body.copy(tail, written);
  tail[tail.length - 1] = NUL;
  return tail;
}

/** The start of every MESSAGE of one subscription, up to its `message-id` value: encoded once, at SUBSCRIBE. */
export function messagePrefix(subscriptionId: string): Buffer {
  return Buffer.from(`MESSAGE\nsubscription:${encodeHeaderText(subscriptionId)}\nmessage-id:`, 'utf8');
}

/**
 * One subscription's MESSAGE: its prefix, the message id and the shared tail, in one buffer (a single WebSocket
 * message; the tail is copied, the body is not encoded again). Small frames come from Node's buffer pool.
 */
export function messageFrame(prefix: Buffer, messageId: string, tail: Buffer): Buffer {
  // A message id is ASCII digits: one byte a character.
  const frame = Buffer.allocUnsafe(prefix.length + messageId.length + 1 + tail.length);
  prefix.copy(frame, 0);
  let at = prefix.length + frame.write(messageId, prefix.length, 'latin1');
  frame[at++] = LF;
  tail.copy(frame, at);
  return frame;
}

/** A heart-beat is a single EOL on the wire. */
export const HEART_BEAT = Buffer.from('\n');

type Attempt = { frame: StompFrame; end: number } | null;

const EMPTY = Buffer.alloc(0);
/** The least a parser allocates for a frame split over messages (it grows by doubling up to one frame). */
const MIN_BUFFER_BYTES = 256;

/**
 * A streaming parser for one connection: frames may be split across WebSocket messages or
 * several may share one; EOLs between frames (heart-beats) are skipped. Throws
 * StompProtocolError on a malformed or oversize frame; the parser is unusable afterwards.
 */
export class StompFrameParser {
  private buffer: Buffer;
  // Unparsed bytes are buffer[start, end); parsed frames only move `start`, compaction is once per push.
  private start = 0;
  private end = 0;
  // No frame can complete until a NUL arrives at or beyond this offset, so tiny chunks cost O(chunk).
  private scannedTo = 0;

  constructor(private readonly limits: FrameParserLimits) {
    this.buffer = EMPTY;
  }

  /** Bytes held for a frame not yet complete. */
  get pendingBytes(): number {
    return this.end - this.start;
  }

  push(chunk: Buffer | string): StompFrame[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    const frames: StompFrame[] = [];
    let offset = 0;
    // Append in slices no larger than one frame allows, parsing as we go, so a message holding
    // many frames is fine while the buffer itself stays bounded.
    while (offset < bytes.length) {
      this.compact();
      const room = this.limits.maxFrameBytes + 1 - this.end;
      if (room <= 0) throw this.oversize();
      const slice = bytes.subarray(offset, offset + room);
      offset += slice.length;
      this.append(slice);
      this.drain(frames);
    }
    this.compact();
    if (this.end > this.limits.maxFrameBytes) throw this.oversize();
    // Nothing pending (the usual case between frames): an idle connection holds no buffer at all.
    if (this.end === 0) {
      this.buffer = EMPTY;
      this.scannedTo = 0;
    }
    return frames;
  }

  private oversize(): StompProtocolError {
    return new StompProtocolError(`Frame exceeds ${this.limits.maxFrameBytes} bytes`);
  }

  private compact(): void {
    if (this.start === 0) return;
    this.buffer.copy(this.buffer, 0, this.start, this.end);
    this.end -= this.start;
    this.scannedTo = Math.max(0, this.scannedTo - this.start);
    this.start = 0;
  }

  private append(chunk: Buffer): void {
    if (this.end + chunk.length > this.buffer.length) {
      const size = Math.max(
        this.end + chunk.length,
        Math.min(Math.max(this.buffer.length * 2, MIN_BUFFER_BYTES), this.limits.maxFrameBytes + 1),
      );
      const grown = Buffer.allocUnsafe(size);
      this.buffer.copy(grown, 0, 0, this.end);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.end);
    this.end += chunk.length;
  }

  private drain(frames: StompFrame[]): void {
    for (;;) {
      this.skipHeartBeats();
      if (this.start === this.end) {
        this.scannedTo = this.start;
        return;
      }
      const view = this.buffer.subarray(this.start, this.end);
      const scanFrom = Math.max(0, this.scannedTo - this.start);
      if (view.indexOf(NUL, scanFrom) === -1) {
        this.scannedTo = this.end;
        return;
      }
      const attempt = parseOneFrame(view, this.limits);
      if (!attempt) {
        this.scannedTo = this.end;
        return;
      }
      frames.push(attempt.frame);
      this.start += attempt.end;
      this.scannedTo = this.start;
    }
  }

  private skipHeartBeats(): void {
    let i = this.start;
    while (i < this.end) {
      if (this.buffer[i] === LF) i++;
      else if (this.buffer[i] === CR) {
        if (i + 1 === this.end) break; // the LF may come in the next chunk
        if (this.buffer[i + 1] !== LF) throw new StompProtocolError('Malformed frame: CR without LF');
        i += 2;
      } else break;
    }
    if (i !== this.start) {
      this.start = i;
      this.scannedTo = Math.max(this.scannedTo, i);
    }
  }
}

/** Parses the frame at the start of `buf`, or returns null when it is not complete yet. */
function parseOneFrame(buf: Buffer, limits: FrameParserLimits): Attempt {
  // Command and header lines never contain NUL, so the first NUL bounds them.
  const firstNul = buf.indexOf(NUL);
  if (firstNul === -1) return null;
  const lines: string[] = [];
  let pos = 0;
  for (;;) {
    const lf = buf.indexOf(LF, pos);
    if (lf === -1 || lf > firstNul) throw new StompProtocolError('Malformed frame: NUL before the end of the headers');
    const end = lf > pos && buf[lf - 1] === CR ? lf - 1 : lf;
    const line = buf.toString('utf8', pos, end);
    pos = lf + 1;
    if (line === '') break;
    if (line.includes('\r')) throw new StompProtocolError('Malformed frame: CR inside a line');
    lines.push(line);
    if (lines.length > limits.maxHeaders + 1)
      throw new StompProtocolError(`Frame has more than ${limits.maxHeaders} headers`);
  }
  const command = lines.shift();
  if (command === undefined || !COMMAND.test(command))
    throw new StompProtocolError('Malformed frame: invalid command line');

  const decode = escapesApply(command) ? decodeHeaderText : (s: string) => s;
  const headers = Object.create(null) as StompHeaders;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompProtocolError('Malformed frame: invalid header line');
    const name = decode(line.slice(0, colon));
    if (!(name in headers)) headers[name] = decode(line.slice(colon + 1));
  }

  const bodyStart = pos;
  const declared = headers['content-length'];
  let bodyEnd: number;
  if (declared !== undefined) {
    if (!/^\d{1,9}$/.test(declared)) throw new StompProtocolError('Malformed frame: invalid content-length');
    bodyEnd = bodyStart + Number(declared);
    if (bodyEnd + 1 > limits.maxFrameBytes) throw new StompProtocolError(`Frame exceeds ${limits.maxFrameBytes} bytes`);
    if (buf.length < bodyEnd + 1) return null;
    if (buf[bodyEnd] !== NUL) throw new StompProtocolError('Malformed frame: body longer than content-length');
  } else {
    bodyEnd = firstNul;
  }
  if (bodyEnd + 1 > limits.maxFrameBytes) throw new StompProtocolError(`Frame exceeds ${limits.maxFrameBytes} bytes`);
  return { frame: { command, headers, body: Buffer.from(buf.subarray(bodyStart, bodyEnd)) }, end: bodyEnd + 1 };
}
