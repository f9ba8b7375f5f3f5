import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduledJob } from '@portal/contracts/settings';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { settingsKeys } from './keys';

/** `POST /scheduled_jobs/{code}/run`: the job becomes due now (409 `job.running` while it runs). */
export function runJob(code: string): Promise<ScheduledJob> {
  return apiClient.post<ScheduledJob>(apiPath('/scheduled_jobs/{code}/run', { code }));
}

export function useRunJob(options: { onSuccess?: (job: ScheduledJob) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSuccess: (job) => {
      options.onSuccess?.(job);
      // The run happens right after the answer: look again shortly.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: settingsKeys.jobs }), 1500);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.jobs });
    },
  });
}
