// The API paths the web calls for BTI cases (part of the registry in api-paths.ts).
export const PORTAL_BTI_API_PATHS = [
  '/bti_cases/{id}',
  '/bti_cases/create_bti_case',
  '/bti_cases/edit_bti_case',
  '/bti_cases/submit_bti_case',
  '/bti_cases/cancel_case/{id}',
  '/bti/by_bti_case_id/{id}',
  '/bti/edit_bti',
  '/bti/public_search',
] as const;
