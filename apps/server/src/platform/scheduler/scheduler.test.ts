import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AUTH_JOBS } from '../../modules/auth/jobs';
import { loginAttempts, sessions } from '../../modules/auth/tables';
import { users } from '../../modules/users/tables';
import { buildTestApp } from '../../test/harness';
import { realtimeEvents } from '../realtime/tables';
import { PLATFORM_JOBS } from './jobs';
import { createScheduler, jobFailureKey, type JobDefinition, type Scheduler } from './scheduler';
import { scheduledJobs } from './tables';
import { apiPath } from '../../test/api-client';

describe('scheduler', async () => {
  const t = await buildTestApp();
  const { db } = t.platform;
  const schedulers: Scheduler[] = [];
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
  });

  /** A scheduler whose loop never ticks on its own: the tests tick it. */
  async function scheduler(...jobs: JobDefinition[]): Promise<Scheduler> {
    const s = createScheduler(db, { tickMs: 3_600_000, leaseMs: 60_000 });
    for (const job of jobs) s.register(job);
    await s.start();
    schedulers.push(s);
    return s;
  }
  const row = async (code: string) => (await db.select().from(scheduledJobs).where(eq(scheduledJobs.code, code)))[0];
  const makeDue = (code: string, at = new Date(Date.now() - 1000)) =>
    db.update(scheduledJobs).set({ nextRunAt: at }).where(eq(scheduledJobs.code, code));

  it('runs a due job once and records OK, its summary and the next run', async () => {
    let runs = 0;
    const s = await scheduler({
      code: 'test_ok',
      descriptionKey: 'job.test_ok',
      intervalMs: 60_000,
      run: async () => ({ key: 'job.result.deleted', params: { count: ++runs } }),
    });
    expect(await s.tick()).toBe(1);
    const r = await row('test_ok');
    // The result is stored as a translation key with its parameters, shown in the reader's language.
    expect(r).toMatchObject({
      lastResult: 'OK',
      lastMessage: null,
      lastMessageKey: 'job.result.deleted',
      lastMessageParams: { count: 1 },
      runningBy: null,
      runningUntil: null,
    });
    expect(r.nextRunAt.getTime() - r.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(59_000);
    expect(await s.tick()).toBe(0);
    expect(runs).toBe(1);
  });

  it('records a failure as the key of its kind, keeps the error in the server log only, and runs again', async () => {
    let runs = 0;
    const logged: unknown[] = [];
    const log = { warn: (entry: unknown) => logged.push(entry), error: () => {} } as unknown as FastifyBaseLogger;
    const s = createScheduler(db, { tickMs: 3_600_000, leaseMs: 60_000, log });
    s.register({
      code: 'test_fail',
      descriptionKey: 'job.test_fail',
      intervalMs: 300,
      run: async () => {
        runs++;
        throw new Error('disk on fire');
      },
    });
    await s.start();
    schedulers.push(s);
    expect(await s.tick()).toBe(1);
    // The screen shows the key in the reader's language; the English text of the error is not stored.
    const stored = await row('test_fail');
    expect(stored).toMatchObject({
      lastResult: 'FAILED',
      lastMessage: null,
      lastMessageKey: 'job.failed.unexpected',
      lastMessageParams: null,
    });
    expect(JSON.stringify(stored)).not.toContain('disk on fire');
    expect(logged).toEqual([
      expect.objectContaining({ job: 'test_fail', err: expect.objectContaining({ message: 'disk on fire' }) }),
    ]);
    expect((await s.list()).find((j) => j.code === 'test_fail')).toMatchObject({
      lastMessage: null,
      lastMessageKey: 'job.failed.unexpected',
    });
    expect(await s.tick()).toBe(0);
    // Due again once its interval (300 ms, by the database's clock) has passed: the loop's ticks are played here.
    await vi.waitFor(async () => expect(await s.tick()).toBe(1), { timeout: 5_000, interval: 50 });
    expect(runs).toBe(2);
  });

  it('names the kind of a failure: the database, the connection, a timeout, anything else', async () => {
    const s = await scheduler({
      code: 'test_fail_sql',
      descriptionKey: 'job.test_fail_sql',
      intervalMs: 60_000,
      run: async () => {
        await db.execute(sql`select * from no_such_table`);
        return { key: 'job.result.deleted', params: { count: 0 } };
      },
    });
    expect(await s.tick()).toBe(1);
    expect(await row('test_fail_sql')).toMatchObject({ lastResult: 'FAILED', lastMessageKey: 'job.failed.database' });

    const coded = (code: string) => Object.assign(new Error('driver text'), { code });
    expect(jobFailureKey(coded('ECONNREFUSED'))).toBe('job.failed.connection');
    expect(jobFailureKey(coded('08006'))).toBe('job.failed.connection');
    expect(jobFailureKey(new Error('Failed query', { cause: coded('57014') }))).toBe('job.failed.timeout');
    expect(jobFailureKey(new Error('Failed query', { cause: coded('23505') }))).toBe('job.failed.database');
    expect(jobFailureKey(coded('EPERM'))).toBe('job.failed.unexpected');
    expect(jobFailureKey('a thrown string')).toBe('job.failed.unexpected');
  });

  it('turns the text of failures stored before failures were keys into the key (migration 0014)', async () => {
    await db.insert(scheduledJobs).values([
      { code: 'test_old_failure', intervalMs: 60_000, lastResult: 'FAILED', lastMessage: 'connect ECONNREFUSED' },
      { code: 'test_old_result', intervalMs: 60_000, lastResult: 'OK', lastMessage: '3 deleted' },
    ]);
    const folder = path.resolve(import.meta.dirname, '../../../migrations');
    const file = fs.readdirSync(folder).find((name) => name.startsWith('0014_'))!;
    await db.execute(sql.raw(fs.readFileSync(path.join(folder, file), 'utf8')));
    expect(await row('test_old_failure')).toMatchObject({
      lastMessage: null,
      lastMessageKey: 'job.failed.unexpected',
      lastMessageParams: null,
    });
    expect(await row('test_old_result')).toMatchObject({ lastMessage: '3 deleted', lastMessageKey: null });
  });

  it('catches up after downtime by running an overdue job once', async () => {
    let runs = 0;
    const s = await scheduler({
      code: 'test_catch_up',
      descriptionKey: 'job.test_catch_up',
      intervalMs: 1000,
      run: async () => ({ key: 'job.result.deleted', params: { count: ++runs } }),
    });
    await makeDue('test_catch_up', new Date(Date.now() - 3_600_000));
    expect(await s.tick()).toBe(1);
    expect(await s.tick()).toBe(0);
    expect(runs).toBe(1);
  });

  it('never runs one job on two schedulers at once', async () => {
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    // A run holds its lease until the other scheduler has looked for due jobs meanwhile (its tick has settled):
    // every round, the other one tries while the job runs. A second run at once does not wait, so it shows in
    // maxRunning instead of waiting for the first.
    const job = (other: () => Scheduler): JobDefinition => ({
      code: 'test_slow',
      descriptionKey: 'job.test_slow',
      intervalMs: 60_000,
      run: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        if (running === 1) await other().tick();
        running--;
        return { key: 'job.result.deleted', params: { count: ++runs } };
      },
    });
    const a = await scheduler(job(() => b));
    const b = await scheduler(job(() => a));
    expect(await Promise.all([a.tick(), b.tick()])).toEqual(expect.arrayContaining([0, 1]));
    for (let round = 0; round < 4; round++) {
      await makeDue('test_slow');
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    }
    expect(runs).toBe(5);
    expect(maxRunning).toBe(1);
  });

  it('leaves a leased job alone and takes it over once the lease has expired', async () => {
    let runs = 0;
    const s = await scheduler({
      code: 'test_lease',
      descriptionKey: 'job.test_lease',
      intervalMs: 60_000,
      run: async () => ({ key: 'job.result.deleted', params: { count: ++runs } }),
    });
    await db
      .update(scheduledJobs)
      .set({
        nextRunAt: new Date(Date.now() - 1000),
        runningBy: 'crashed',
        runningUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(scheduledJobs.code, 'test_lease'));
    expect(await s.tick()).toBe(0);
    await db
      .update(scheduledJobs)
      .set({ runningUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.code, 'test_lease'));
    expect(await s.tick()).toBe(1);
    expect(await row('test_lease')).toMatchObject({ lastResult: 'OK', runningBy: null });
  });

  it('prunes realtime events older than an hour', async () => {
    await db.insert(realtimeEvents).values([
      { topic: 'old', body: {}, createdAt: new Date(Date.now() - 2 * 3_600_000) },
      { topic: 'new', body: {} },
    ]);
    const prune = PLATFORM_JOBS.find((j) => j.code === 'realtime_events_prune')!;
    expect(await prune.run(db)).toEqual({ key: 'job.result.deleted', params: { count: 1 } });
    const topics = (await db.select().from(realtimeEvents)).map((e) => e.topic);
    expect(topics).toContain('new');
    expect(topics).not.toContain('old');
  });

  it('prunes sessions and sign-in attempts older than 30 days, keeping recent ones', async () => {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const long = new Date(Date.now() - 40 * 86_400_000);
    const recent = new Date(Date.now() - 86_400_000);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: admin.id,
      tokenHash,
      idleTimeoutSeconds: 60,
      expiresAt,
      revokedAt,
    });
    await db
      .insert(sessions)
      .values([
        session('prune-expired', long),
        session('prune-revoked', new Date(Date.now() + 86_400_000), long),
        session('keep-recently-expired', recent),
      ]);
    await db.insert(loginAttempts).values([
      { username: 'prune-me', ip: '10.8.0.1', success: false, at: long },
      { username: 'keep-me', ip: '10.8.0.1', success: false, at: recent },
    ]);
    const job = (code: string) => AUTH_JOBS.find((j) => j.code === code)!;
    expect(await job('sessions_prune').run(db)).toEqual({ key: 'job.result.deleted', params: { count: 2 } });
    expect(await job('login_attempts_prune').run(db)).toEqual({ key: 'job.result.deleted', params: { count: 1 } });
    const hashes = (await db.select().from(sessions)).map((r) => r.tokenHash);
    expect(hashes).toContain('keep-recently-expired');
    expect(hashes).not.toContain('prune-expired');
    const names = (await db.select().from(loginAttempts)).map((r) => r.username);
    expect(names).toContain('keep-me');
    expect(names).not.toContain('prune-me');
  });
});

describe('scheduled jobs API', async () => {
  const t = await buildTestApp();
  const admin = await t.loginAs('admin');

  it('lists the registered jobs with schedule and last run', async () => {
    const res = await admin.get(apiPath('/scheduled_jobs'));
    expect(res.statusCode).toBe(200);
    const codes = res.json().map((j: { code: string }) => j.code);
    expect(codes).toEqual(
      expect.arrayContaining(['realtime_events_prune', 'sessions_prune', 'login_attempts_prune', 'captcha_prune']),
    );
    expect(res.json()[0]).toMatchObject({ descriptionKey: expect.stringMatching(/^job\./), readOnly: false });
  });

  it('runs a job now, answers it, and records the run', async () => {
    const before = new Date();
    await t.platform.db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() + 3_600_000) })
      .where(eq(scheduledJobs.code, 'captcha_prune'));
    const res = await admin.post(apiPath('/scheduled_jobs/{code}/run', { code: 'captcha_prune' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'captcha_prune', running: false });
    expect(new Date(res.json().nextRunAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The run happens on the scheduler's loop, after the answer: its record is waited for.
    await vi.waitFor(
      async () => {
        const job = (await admin.get(apiPath('/scheduled_jobs')))
          .json()
          .find((j: { code: string }) => j.code === 'captcha_prune') as {
          lastFinishedAt: string | null;
          lastResult: string | null;
        };
        expect(job).toMatchObject({ lastResult: 'OK' });
        expect(new Date(job.lastFinishedAt!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('answers 409 while the job runs and 404 for an unknown job', async () => {
    await t.platform.db
      .update(scheduledJobs)
      .set({ runningBy: 'elsewhere', runningUntil: sql`now() + interval '1 minute'` })
      .where(eq(scheduledJobs.code, 'sessions_prune'));
    const busy = await admin.post(apiPath('/scheduled_jobs/{code}/run', { code: 'sessions_prune' }));
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ _error: 'job.running' });
    const listed = (await admin.get(apiPath('/scheduled_jobs')))
      .json()
      .find((j: { code: string }) => j.code === 'sessions_prune');
    expect(listed.running).toBe(true);
    expect((await admin.post(apiPath('/scheduled_jobs/{code}/run', { code: 'no_such_job' }))).statusCode).toBe(404);
  });

  it('refuses traders (403) and anonymous callers (401)', async () => {
    const trader = await t.loginAs('trader');
    expect((await trader.get(apiPath('/scheduled_jobs'))).statusCode).toBe(403);
    expect((await trader.post(apiPath('/scheduled_jobs/{code}/run', { code: 'captcha_prune' }))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: apiPath('/scheduled_jobs') })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: apiPath('/scheduled_jobs/{code}/run', { code: 'captcha_prune' }) }))
        .statusCode,
    ).toBe(401);
  });
});
