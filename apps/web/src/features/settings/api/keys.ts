/** Query keys of the settings feature. */
export const settingsKeys = {
  parameters: ['application_parameters'] as const,
  jobs: ['scheduled_jobs'] as const,
};
