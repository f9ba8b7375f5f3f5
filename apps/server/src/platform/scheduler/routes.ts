import { scheduledJobSchema, type ScheduledJob } from '@portal/contracts';
import { textSchema } from '@portal/contracts/input';
import { z } from 'zod';
import type { FeaturePlugin, Platform } from '../http/types';
import type { Scheduler } from './scheduler';

const JOBS_PAGE = { pages: ['/admin/misc/scheduled_jobs'] } as const;

const schedulers = new WeakMap<object, Scheduler>();

/** Makes the app's scheduler reachable from its routes (set once by buildApp). */
export function attachScheduler(platform: Platform, scheduler: Scheduler): void {
  schedulers.set(platform.database, scheduler);
}

function schedulerOf(platform: Platform): Scheduler {
  const scheduler = schedulers.get(platform.database);
  if (!scheduler) throw new Error('no scheduler attached to the platform');
  return scheduler;
}

/** The scheduler's jobs, and the mail sender (which polls on its own loop) listed for information, not scheduled here. */
async function scheduledJobs(scheduler: Scheduler, config: Platform['config']): Promise<ScheduledJob[]> {
  const jobs = await scheduler.list();
  if (config.smtpUrl)
    jobs.push({
      code: 'mail_sender',
      descriptionKey: 'job.mail_sender',
      intervalMs: config.mailPollMs,
      lastStartedAt: null,
      lastFinishedAt: null,
      lastResult: null,
      lastMessage: null,
      lastMessageKey: null,
      lastMessageParams: null,
      nextRunAt: null,
      running: false,
      readOnly: true,
    });
  return jobs;
}

export const scheduledJobRoutes: FeaturePlugin = (app, platform) => {
  const scheduler = schedulerOf(platform);
  const { config } = platform;

  app.get('/scheduled_jobs', {
    config: { access: JOBS_PAGE },
    schema: {
      tags: ['scheduled jobs'],
      summary: 'Every background job with its schedule, last run, result and next run',
      response: { 200: z.array(scheduledJobSchema) },
    },
    handler: () => scheduledJobs(scheduler, config),
  });
  app.post('/scheduled_jobs/:code/run', {
    config: { access: JOBS_PAGE },
    schema: {
      tags: ['scheduled jobs'],
      summary: 'Run a job now (409 job.running while it runs)',
      params: z.object({ code: textSchema().min(1).max(100) }),
      response: { 200: scheduledJobSchema },
    },
    handler: (request) => scheduler.runNow(request.params.code),
  });
};
