import crypto from 'node:crypto';
import type { JobSummary, ScheduledJob } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { conflict, notFound } from '../errors';
import { scheduledJobs } from './tables';

/** A background job a module registers: it runs every `intervalMs` on one instance at a time. */
export type JobDefinition = {
  code: string;
  /** Translation key of the job's description. */
  descriptionKey: string;
  intervalMs: number;
  /**
   * Does the work; answers its summary as a translation key with parameters. A throw records FAILED with the key
   * of its kind (`jobFailureKey`); the error itself goes to the server log only.
   */
  run(db: Db): Promise<JobSummary>;
};

export type SchedulerOptions = {
  /** How often the loop looks for due jobs. */
  tickMs?: number;
  /** How long a claim holds; a crashed instance's jobs are claimable again after it. */
  leaseMs?: number;
  /** Name of this instance in `running_by`. */
  instanceId?: string;
  log?: FastifyBaseLogger;
};

export type Scheduler = {
  readonly instanceId: string;
  register(job: JobDefinition): void;
  jobs(): JobDefinition[];
  /** Creates the rows of registered jobs (keeping their schedule) and starts the loop. */
  start(): Promise<void>;
  /** Claims and runs every due job now; answers how many ran. */
  tick(): Promise<number>;
  /** Makes a job due now and nudges the loop; 404 unknown, 409 `job.running` while it runs. */
  runNow(code: string): Promise<ScheduledJob>;
  list(): Promise<ScheduledJob[]>;
  stop(): Promise<void>;
};

/** How a failed run reads on the jobs screen: the kind of error as a translation key (`job.failed.*`). */
export const JOB_FAILURE_KEYS = {
  database: 'job.failed.database',
  connection: 'job.failed.connection',
  timeout: 'job.failed.timeout',
  unexpected: 'job.failed.unexpected',
} as const;

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** A PostgreSQL error code (SQLSTATE: five digits or capitals, at least one digit). */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/** The key of a failed run's message by its error (or an error it wraps, as Drizzle wraps the driver's). */
export function jobFailureKey(err: unknown): string {
  let error = err;
  for (let depth = 0; depth < 5 && error !== null && typeof error === 'object'; depth++) {
    const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
    const text = typeof code === 'string' ? code : '';
    // 57014: a statement cancelled by its timeout.
    if (name === 'TimeoutError' || text === 'ETIMEDOUT' || text === '57014') return JOB_FAILURE_KEYS.timeout;
    // 08…: connection exceptions; 57P…: the server shutting down or unreachable.
    if (CONNECTION_CODES.has(text) || (SQLSTATE.test(text) && /^(08|57P)/.test(text)))
      return JOB_FAILURE_KEYS.connection;
    if (SQLSTATE.test(text)) return JOB_FAILURE_KEYS.database;
    error = cause;
  }
  return JOB_FAILURE_KEYS.unexpected;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createScheduler(db: Db, options: SchedulerOptions = {}): Scheduler {
  const tickMs = options.tickMs ?? 5000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const instanceId = options.instanceId ?? `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const registry = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<number> | undefined;
  let again = false;

  const present = (row: typeof scheduledJobs.$inferSelect, now: Date): ScheduledJob => {
    const job = registry.get(row.code);
    return {
      code: row.code,
      descriptionKey: job?.descriptionKey ?? `job.${row.code}`,
      intervalMs: row.intervalMs,
      lastStartedAt: iso(row.lastStartedAt),
      lastFinishedAt: iso(row.lastFinishedAt),
      lastResult: row.lastResult === 'OK' || row.lastResult === 'FAILED' ? row.lastResult : null,
      lastMessage: row.lastMessage,
      lastMessageKey: row.lastMessageKey,
      lastMessageParams: row.lastMessageParams,
      nextRunAt: iso(row.nextRunAt),
      running: !!row.runningUntil && row.runningUntil > now,
      readOnly: false,
    };
  };

  /** Claims one due job with a lease (FOR UPDATE SKIP LOCKED: concurrent claimers pass over it). */
  async function claim(): Promise<JobDefinition | undefined> {
    const codes = [...registry.keys()];
    if (codes.length === 0) return undefined;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ code: scheduledJobs.code })
        .from(scheduledJobs)
        .where(
          and(
            inArray(scheduledJobs.code, codes),
            lte(scheduledJobs.nextRunAt, sql`now()`),
            or(isNull(scheduledJobs.runningUntil), lt(scheduledJobs.runningUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(scheduledJobs.nextRunAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      await tx
        .update(scheduledJobs)
        .set({
          runningBy: instanceId,
          runningUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          lastStartedAt: sql`now()`,
        })
        .where(eq(scheduledJobs.code, row.code));
      return registry.get(row.code);
    });
  }

  async function runClaimed(job: JobDefinition): Promise<void> {
    let result: 'OK' | 'FAILED' = 'OK';
    let summary: JobSummary;
    try {
      summary = await job.run(db);
    } catch (err) {
      result = 'FAILED';
      // The screen tells the kind of failure in the reader's language; the error's text stays in the log.
      summary = { key: jobFailureKey(err) };
      options.log?.warn({ err, job: job.code }, 'scheduled job failed');
    }
    // The next run counts from now: a job overdue after downtime runs once, not once per missed interval.
    await db
      .update(scheduledJobs)
      .set({
        lastFinishedAt: sql`now()`,
        lastResult: result,
        lastMessage: null,
        lastMessageKey: summary.key,
        lastMessageParams: summary.params ?? null,
        nextRunAt: sql`now() + ${`${job.intervalMs} milliseconds`}::interval`,
        runningBy: null,
        runningUntil: null,
      })
      .where(and(eq(scheduledJobs.code, job.code), eq(scheduledJobs.runningBy, instanceId)));
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    do {
      again = false;
      for (;;) {
        if (stopped) return ran;
        const job = await claim();
        if (!job) break;
        await runClaimed(job);
        ran++;
      }
    } while (again && !stopped);
    return ran;
  }

  const tick = (): Promise<number> => {
    if (current) {
      again = true;
      return current;
    }
    current = runDue()
      .catch((err) => {
        options.log?.error({ err }, 'scheduler tick failed');
        return 0;
      })
      .finally(() => {
        current = undefined;
      });
    return current;
  };

  return {
    instanceId,
    register(job) {
      if (registry.has(job.code)) throw new Error(`job ${job.code} is registered twice`);
      registry.set(job.code, job);
    },
    jobs: () => [...registry.values()],
    async start() {
      for (const job of registry.values()) {
        await db
          .insert(scheduledJobs)
          .values({ code: job.code, intervalMs: job.intervalMs })
          .onConflictDoUpdate({ target: scheduledJobs.code, set: { intervalMs: job.intervalMs } });
      }
      stopped = false;
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
    },
    tick,
    async runNow(code) {
      if (!registry.has(code)) throw notFound();
      const now = new Date();
      const [row] = await db
        .select({ running: sql<boolean>`coalesce(${scheduledJobs.runningUntil} > now(), false)` })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.code, code));
      if (!row) throw notFound();
      if (row.running) throw conflict('job.running');
      const [updated] = await db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now()` })
        .where(eq(scheduledJobs.code, code))
        .returning();
      if (!stopped && timer) setImmediate(() => void tick());
      return present(updated, now);
    },
    async list() {
      const codes = [...registry.keys()];
      if (codes.length === 0) return [];
      const rows = await db
        .select()
        .from(scheduledJobs)
        .where(inArray(scheduledJobs.code, codes))
        .orderBy(asc(scheduledJobs.code));
      const now = new Date();
      return rows.map((r) => present(r, now));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
