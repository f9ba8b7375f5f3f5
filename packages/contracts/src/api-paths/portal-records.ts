// The API paths the web calls for the customs portal's records (part of the registry in api-paths.ts).
export const PORTAL_RECORDS_API_PATHS = [
  '/complaint_cases/{id}',
  '/complaint_cases/edit_complaint_case',
  '/complaint_cases/create_customs_declaration_complaint_case',
  '/complaint_cases/create_decision_complaint_case',
  '/complaint_cases/check_if_customs_declaration_can_be_added',
  '/complaint_cases/check_decision_number',
  '/customs_declarations/by_complaint_case_id/{id}',
  '/customs_declarations/add_customs_declaration_to_complaint_case',
  '/customs_declarations/{id}',
  '/decisions/by_complaint_case_id/{id}',
  '/decisions/edit_decision',
  '/portal_decisions/by_registered_user',
  '/portal_decisions/by_registered_user/export',
  '/portal_decisions/start_linked_case',
] as const;
