import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type Nodemailer from 'nodemailer';
import type { Db } from '../../platform/db/database';
import { lazyPackage } from '../../platform/lazy-package';
import { mailOutbox } from './tables';

const nodemailer = lazyPackage<typeof Nodemailer>('nodemailer');

export type MailSenderOptions = {
  smtpUrl: string;
  from: string;
  pollMs: number;
  /** Waits before the 2nd, 3rd, … attempt; the message is FAILED after `length + 1` attempts. */
  retryDelaysMs: number[];
  batchSize?: number;
  /** How long a claim keeps other senders off a message (longer than any SMTP timeout). */
  leaseMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

type OutboxRow = typeof mailOutbox.$inferSelect;

const DEFAULT_LEASE_MS = 10 * 60_000;
const interval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/**
 * Claims up to `limit` due QUEUED messages in one statement: the rows are locked with
 * `FOR UPDATE SKIP LOCKED` (so concurrent senders take different rows), counted as an
 * attempt and pushed a lease into the future (so no other sender takes them meanwhile).
 */
export function claimDueMail(db: Db, limit: number, leaseMs = DEFAULT_LEASE_MS): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'QUEUED'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${interval(leaseMs)}` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Wait before the next attempt after `attempts` failed ones; the last delay repeats. */
export function retryDelay(attempts: number, delaysMs: readonly number[]): number {
  if (delaysMs.length === 0) return 0;
  return delaysMs[Math.min(Math.max(attempts, 1), delaysMs.length) - 1];
}

/** A short reason for the administration: no stack, no credentials. */
export function describeMailError(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const prefix = [e.code, e.responseCode].filter((v) => typeof v === 'string' || typeof v === 'number').join(' ');
  const message = (typeof e.message === 'string' ? e.message : String(err))
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^@\s/]*@/gi, '$1***@')
    .replace(/\s+/g, ' ')
    .trim();
  return (prefix && !message.startsWith(prefix) ? `${prefix}: ${message}` : message).slice(0, 300);
}

/**
 * Delivers the outbox through SMTP (started by the app only when SMTP_URL is set). Several
 * instances may run against one database: a message is claimed by exactly one of them.
 */
export class MailSender {
  private readonly transport: Transporter;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: MailSenderOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    // Timeouts stay well inside the lease, so a slow server never lets a second sender in.
    this.transport = nodemailer().createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  get maxAttempts(): number {
    return this.options.retryDelaysMs.length + 1;
  }

  start(): this {
    this.schedule(0);
    return this;
  }

  /** Stops polling, waits for the message in flight and releases the claimed ones not yet tried. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One round: claims due messages and delivers them; answers how many were claimed. */
  async deliverDue(): Promise<number> {
    const claimed = await claimDueMail(this.db, this.batchSize, this.leaseMs);
    for (const [i, message] of claimed.entries()) {
      if (this.stopped) {
        await this.release(claimed.slice(i));
        break;
      }
      await this.deliver(message);
    }
    return claimed.length;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll().finally(() => {
        this.running = undefined;
        this.schedule(this.options.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      // A full batch means more may be due: keep going until the queue is drained.
      while (!this.stopped && (await this.deliverDue()) >= this.batchSize);
    } catch (err) {
      if (!this.stopped) this.options.log?.error({ err }, 'mail outbox poll failed');
    }
  }

  private async deliver(message: OutboxRow): Promise<void> {
    let error: string | undefined;
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        // The outbox row's own id: a message sent again after a crash between sending and marking it SENT
        // carries the same Message-ID, which receiving servers and mail clients treat as one message.
        messageId: `<outbox-${message.id}@${domainOf(this.options.from)}>`,
      });
    } catch (err) {
      error = describeMailError(err);
    }
    // Only the claim that is still current may settle the message (attempts identifies it).
    const current = and(
      eq(mailOutbox.id, message.id),
      eq(mailOutbox.status, 'QUEUED'),
      eq(mailOutbox.attempts, message.attempts),
    );
    if (error === undefined) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
        .where(current);
      return;
    }
    const failed = message.attempts >= this.maxAttempts;
    this.options.log?.warn({ mailId: message.id, attempts: message.attempts, error }, 'mail delivery failed');
    await this.db
      .update(mailOutbox)
      .set(
        failed
          ? { status: 'FAILED', lastError: error }
          : {
              lastError: error,
              nextAttemptAt: sql`now() + ${interval(retryDelay(message.attempts, this.options.retryDelaysMs))}`,
            },
      )
      .where(current);
  }

  /** Gives back claims that were never tried (on shutdown), so they are due again at once. */
  private async release(messages: OutboxRow[]): Promise<void> {
    for (const message of messages) {
      await this.db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(
          and(
            eq(mailOutbox.id, message.id),
            eq(mailOutbox.status, 'QUEUED'),
            eq(mailOutbox.attempts, message.attempts),
          ),
        );
    }
  }
}

export function startMailSender(db: Db, options: MailSenderOptions): MailSender {
  return new MailSender(db, options).start();
}

/** The domain of a sender address (`Name <user@domain>` or `user@domain`), for Message-IDs. */
export function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match ? match[1] : 'localhost';
}
