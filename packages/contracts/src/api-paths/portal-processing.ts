// The API paths the web calls for the customs portal's processing (part of the registry in api-paths.ts).
export const PORTAL_PROCESSING_API_PATHS = [
  // The owner's submit and cancel, per kind
  '/general_cases/submit_general_case',
  '/complaint_cases/submit_complaint_case',
  '/general_cases/cancel_case/{id}',
  '/complaint_cases/cancel_case/{id}',
  // The owner's withdrawal of a submitted case of any kind
  '/portal_cases/withdraw',
  // The party's withdrawal of an intermediary's authority for a case filed for them
  '/portal_cases/revoke_representation',
  // The representations register of the party's profile (ADR 0075)
  '/portal_representations',
  '/portal_representations/grant',
  '/portal_representations/revoke',
  // The officer's queue and actions, the timeline
  '/portal_cases/queue',
  '/portal_cases/queue/export',
  // The officer dashboard (ADR 0086)
  '/portal_cases/dashboard',
  '/portal_cases/timeline/{id}',
  '/portal_cases/take',
  '/portal_cases/take_over',
  '/portal_cases/request_information',
  '/portal_cases/intent_to_reject',
  '/portal_cases/resume_without_answer',
  '/portal_cases/approve',
  '/portal_cases/reject',
  '/general_cases/integrate',
] as const;
