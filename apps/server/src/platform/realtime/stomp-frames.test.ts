import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiateHeartBeat } from './heart-beat';
import {
  decodeHeaderText,
  encodeHeaderText,
  encodeMessageTail,
  messageFrame,
  messagePrefix,
  serializeFrame,
  StompFrameParser,
  StompProtocolError,
} from './stomp-frames';

const limits = { maxFrameBytes: 1024, maxHeaders: 8 };
const parser = () => new StompFrameParser(limits);
const text = (buf: Buffer) => buf.toString('utf8');

/** A MESSAGE as the connection once wrote it for each subscriber: every header serialized per subscriber. */
const perSubscriberMessage = (id: string, messageId: string, destination: string, contentType: string, body: Buffer) =>
  serializeFrame({
    command: 'MESSAGE',
    headers: {
      subscription: id,
      'message-id': messageId,
      destination,
      'content-type': contentType,
      'content-length': String(body.length),
    },
    body,
  });

describe('a push encoded once (encodeMessageTail, messagePrefix, messageFrame)', () => {
  it('makes the same bytes as a MESSAGE serialized per subscriber', () => {
    const body = Buffer.from('{"lotId":7,"seq":12,"amount":1500}');
    const tail = encodeMessageTail('/topic/bid/7', 'application/json;charset=utf-8', body);
    const frame = messageFrame(messagePrefix('sub-0'), '42', tail);
    expect(
      frame.equals(perSubscriberMessage('sub-0', '42', '/topic/bid/7', 'application/json;charset=utf-8', body)),
    ).toBe(true);
    expect(text(frame)).toBe(
      'MESSAGE\nsubscription:sub-0\nmessage-id:42\ndestination:/topic/bid/7\n' +
        'content-type:application/json;charset=utf-8\ncontent-length:34\n\n{"lotId":7,"seq":12,"amount":1500}\0',
    );
  });

  it('is byte-identical for any subscription id, message id, destination, content type and body', () => {
    const headerText = fc.string({
      unit: fc.constantFrom('a', 'Z', '0', '/', ':', '\n', '\r', '\\', 'ë', 'ш', '€', ' '),
    });
    fc.assert(
      fc.property(
        headerText,
        fc.nat(),
        headerText,
        headerText,
        fc.uint8Array({ maxLength: 300 }),
        (id, seq, destination, contentType, bytes) => {
          const body = Buffer.from(bytes);
          const tail = encodeMessageTail(destination, contentType, body);
          const frame = messageFrame(messagePrefix(id), String(seq), tail);
          expect(frame.equals(perSubscriberMessage(id, String(seq), destination, contentType, body))).toBe(true);
          // And a parser reads back what was meant.
          const [parsed] = new StompFrameParser({ maxFrameBytes: 1 << 16, maxHeaders: 8 }).push(frame);
          expect(parsed.headers).toMatchObject({ subscription: id, 'message-id': String(seq), destination });
          expect(parsed.body.equals(body)).toBe(true);
        },
      ),
    );
  });

  it('shares one tail among subscribers: writing one frame leaves the tail as it was', () => {
    const tail = encodeMessageTail('/topic/bid/1', 'text/plain', Buffer.from('x'));
    const copy = Buffer.from(tail);
    const a = messageFrame(messagePrefix('a'), '1', tail);
    const b = messageFrame(messagePrefix('bb'), '1000', tail);
    expect(tail.equals(copy)).toBe(true);
    expect(text(a)).toBe(
      'MESSAGE\nsubscription:a\nmessage-id:1\ndestination:/topic/bid/1\ncontent-type:text/plain\ncontent-length:1\n\nx\0',
    );
    expect(text(b).startsWith('MESSAGE\nsubscription:bb\nmessage-id:1000\n')).toBe(true);
  });
});

describe('serializeFrame', () => {
  it('writes command, headers, blank line, body and NUL, with a content-length for a body', () => {
    const out = serializeFrame({ command: 'MESSAGE', headers: { destination: '/topic/a' }, body: '{"a":1}' });
    expect(text(out)).toBe('MESSAGE\ndestination:/topic/a\ncontent-length:7\n\n{"a":1}\0');
  });

  it('escapes \\r \\n : and \\ in header names and values', () => {
    const out = serializeFrame({ command: 'ERROR', headers: { 'a:b': 'x\ny\rz\\w:v' } });
    expect(text(out)).toBe('ERROR\na\\cb:x\\ny\\rz\\\\w\\cv\n\n\0');
  });

  it('does not escape CONNECTED headers, as the spec exempts CONNECT and CONNECTED', () => {
    const out = serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', session: 'a:b' } });
    expect(text(out)).toBe('CONNECTED\nversion:1.2\nsession:a:b\n\n\0');
  });

  it('round-trips through the parser, NUL bytes in the body included', () => {
    const body = Buffer.from([0x41, 0, 0x42, 0]);
    const [frame] = parser().push(serializeFrame({ command: 'SEND', headers: { 'we:ird\n': 'va\\l\r' }, body }));
    expect(frame.headers['we:ird\n']).toBe('va\\l\r');
    expect(frame.body.equals(body)).toBe(true);
  });
});

describe('header escapes', () => {
  it('decodes the four 1.2 escapes and rejects any other', () => {
    expect(decodeHeaderText('a\\cb\\nc\\rd\\\\e')).toBe('a:b\nc\rd\\e');
    expect(encodeHeaderText('a:b\nc\rd\\e')).toBe('a\\cb\\nc\\rd\\\\e');
    expect(() => decodeHeaderText('a\\tb')).toThrow(StompProtocolError);
    expect(() => decodeHeaderText('trailing\\')).toThrow(StompProtocolError);
  });

  it('decodes escapes in SUBSCRIBE but leaves CONNECT headers as they are', () => {
    const frames = parser().push('SUBSCRIBE\nid:a\\cb\ndestination:/x\n\n\0CONNECT\nlogin:a\\cb\n\n\0');
    expect(frames[0].headers.id).toBe('a:b');
    expect(frames[1].headers.login).toBe('a\\cb');
  });

  it('treats an undefined escape as a protocol error', () => {
    expect(() => parser().push('SUBSCRIBE\nid:a\\tb\n\n\0')).toThrow(/escape/);
  });
});

describe('StompFrameParser', () => {
  it('parses a frame with CRLF line ends, keeping the first of repeated headers', () => {
    const [frame] = parser().push('SUBSCRIBE\r\nid:1\r\nid:2\r\ndestination:/topic/a\r\n\r\n\0');
    expect(frame.command).toBe('SUBSCRIBE');
    expect(frame.headers).toEqual({ id: '1', destination: '/topic/a' });
    expect(frame.body.length).toBe(0);
  });

  it('keeps colons of a header value after the first one', () => {
    const [frame] = parser().push('CONNECT\nhost:a:b:c\n\n\0');
    expect(frame.headers.host).toBe('a:b:c');
  });

  it('honours content-length when the body contains NUL', () => {
    const p = parser();
    const frames = p.push(Buffer.concat([Buffer.from('SEND\ncontent-length:5\n\nab\0cd\0')]));
    expect(frames).toHaveLength(1);
    expect([...frames[0].body]).toEqual([0x61, 0x62, 0, 0x63, 0x64]);
    expect(p.pendingBytes).toBe(0);
  });

  it('reads several frames from one chunk, with heart-beat EOLs between them', () => {
    const frames = parser().push('\n\r\nACK\nid:1\n\n\0\n\nNACK\nid:2\n\n\0\r\n\n');
    expect(frames.map((f) => [f.command, f.headers.id])).toEqual([
      ['ACK', '1'],
      ['NACK', '2'],
    ]);
  });

  it('ignores chunks made only of heart-beats', () => {
    const p = parser();
    expect(p.push('\n')).toEqual([]);
    expect(p.push('\r')).toEqual([]);
    expect(p.push('\n\r\n')).toEqual([]);
    expect(p.pendingBytes).toBe(0);
  });

  it('reassembles a frame split across chunks, byte by byte, content-length body included', () => {
    const p = parser();
    const wire = Buffer.from('SEND\ndestination:/a\ncontent-length:3\n\n\0\0\0\0MESSAGE\n\nhi\0');
    const frames = [];
    for (const byte of wire) frames.push(...p.push(Buffer.from([byte])));
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'MESSAGE']);
    expect([...frames[0].body]).toEqual([0, 0, 0]);
    expect(frames[1].body.toString()).toBe('hi');
  });

  it('holds a frame until its NUL arrives', () => {
    const p = parser();
    expect(p.push('SUBSCRIBE\nid:1\n')).toEqual([]);
    expect(p.push('destination:/a\n\nbody')).toEqual([]);
    const [frame] = p.push('!\0ACK');
    expect(frame.body.toString()).toBe('body!');
    expect(p.pendingBytes).toBe(3);
  });

  it.each([
    ['a lowercase command', 'subscribe\nid:1\n\n\0'],
    ['a command line with a space', 'SUBSCRIBE \nid:1\n\n\0'],
    ['a header without a colon', 'SUBSCRIBE\nid\n\n\0'],
    ['a header with an empty name', 'SUBSCRIBE\n:x\n\n\0'],
    ['a NUL inside the headers', 'SUBSCRIBE\nid:1\0\n\n'],
    ['a bare CR between frames', '\rSUBSCRIBE\n\n\0'],
    ['a CR inside a line', 'SUBSCRIBE\nid:1\r2\n\n\0'],
    ['a non-numeric content-length', 'SEND\ncontent-length:x\n\n\0'],
    ['a body longer than content-length', 'SEND\ncontent-length:1\n\nab\0'],
  ])('rejects %s', (_name, wire) => {
    expect(() => parser().push(wire)).toThrow(StompProtocolError);
  });

  it('rejects more headers than allowed', () => {
    const headers = Array.from({ length: 9 }, (_, i) => `h${i}:v`).join('\n');
    expect(() => parser().push(`SEND\n${headers}\n\n\0`)).toThrow(/more than 8 headers/);
    expect(parser().push(`SEND\n${headers.split('\n').slice(0, 8).join('\n')}\n\n\0`)).toHaveLength(1);
  });

  it('rejects a frame over the size limit, whole or in pieces, and a content-length over it', () => {
    const big = 'x'.repeat(1100);
    expect(() => parser().push(`SEND\n\n${big}\0`)).toThrow(/exceeds 1024 bytes/);
    const p = parser();
    expect(() => {
      for (let i = 0; i < 20; i++) p.push('x'.repeat(100));
    }).toThrow(/exceeds 1024 bytes/);
    expect(() => parser().push('SEND\ncontent-length:5000\n\n')).not.toThrow();
    expect(() => parser().push('SEND\ncontent-length:5000\n\n\0')).toThrow(/exceeds 1024 bytes/);
  });

  it('accepts a frame of exactly the limit and many frames in one larger chunk', () => {
    const head = 'SEND\n\n';
    const exact = `${head}${'y'.repeat(1024 - head.length - 1)}\0`;
    expect(Buffer.byteLength(exact)).toBe(1024);
    expect(parser().push(exact)).toHaveLength(1);
    expect(parser().push('ACK\nid:1\n\n\0'.repeat(200))).toHaveLength(200);
  });
});

describe('negotiateHeartBeat', () => {
  const server = { canSend: 10_000, wantsToReceive: 10_000 };

  it('takes the larger wish in each direction and none where either side says 0', () => {
    expect(negotiateHeartBeat('4000,20000', server)).toEqual({ send: 20_000, receive: 10_000 });
    expect(negotiateHeartBeat('30000,1000', server)).toEqual({ send: 10_000, receive: 30_000 });
    expect(negotiateHeartBeat('0,0', server)).toEqual({ send: 0, receive: 0 });
    expect(negotiateHeartBeat(undefined, server)).toEqual({ send: 0, receive: 0 });
    expect(negotiateHeartBeat('5000,5000', { canSend: 0, wantsToReceive: 0 })).toEqual({ send: 0, receive: 0 });
  });

  it('caps what it sends and stops watching a client that promises almost nothing', () => {
    expect(negotiateHeartBeat('9999999999,9999999999', server)).toEqual({ send: 3_600_000, receive: 0 });
  });

  it('rejects a malformed header', () => {
    expect(() => negotiateHeartBeat('10000', server)).toThrow(StompProtocolError);
    expect(() => negotiateHeartBeat('-1,5', server)).toThrow(StompProtocolError);
  });
});
