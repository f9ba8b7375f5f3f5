import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; decoded: string };

export type TestSmtpServer = {
  url: string;
  /** Messages accepted so far. */
  messages: ReceivedMail[];
  /** DATA commands seen, accepted or refused. */
  deliveries: number;
  close(): Promise<void>;
};

/** A real SMTP server on loopback for tests; with `reject` it refuses every message with 550. */
export async function startTestSmtpServer(options: { reject?: boolean } = {}): Promise<TestSmtpServer> {
  const state = { messages: [] as ReceivedMail[], deliveries: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.deliveries += 1;
        if (options.reject) {
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        state.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeMime(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get messages() {
      return state.messages;
    },
    get deliveries() {
      return state.deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers with encoded words decoded and every part's body decoded, for `toContain` checks. */
export function decodeMime(raw: string): string {
  const headersEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, headersEnd)
    .replace(/\r?\n[ \t]+/g, ' ')
    // Whitespace between adjacent encoded words is not part of the text (RFC 2047).
    .replace(/(\?=)[ \t]+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
  const parts = raw
    .slice(headersEnd)
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const end = part.search(/\r?\n\r?\n/);
      if (end < 0) return part;
      const head = part.slice(0, end);
      const body = part.slice(end).trim();
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
      return body;
    });
  return [headers, ...parts].join('\n');
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
