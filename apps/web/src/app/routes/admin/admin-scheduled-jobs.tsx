import { ScheduledJobsScreen } from '@/features/settings/components/scheduled-jobs-screen';

/** `/admin/misc/scheduled_jobs/:id?` (spec §2: the id is optional; it is not used here). */
export default function Component() {
  return <ScheduledJobsScreen />;
}
