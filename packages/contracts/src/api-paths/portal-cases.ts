// The API paths the web calls for the customs portal's cases (part of the registry in api-paths.ts).
export const PORTAL_CASES_API_PATHS = [
  '/cases/by_registered_user',
  '/cases/by_registered_user/export',
  '/cases/submit_filters',
  '/general_cases/{id}',
  '/general_cases/create_general_case',
  '/general_cases/edit_general_case',
  '/registered_users/find_individual_from_personal_number',
  '/registered_users/find_company_from_unique_number',
  '/complaint_cases/individuals',
  '/complaint_cases/companies',
] as const;
