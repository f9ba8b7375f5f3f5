// The API paths the web calls for the customs portal's authorization cases (part of the registry in api-paths.ts).
export const PORTAL_AUTHORIZATION_API_PATHS = [
  '/authorization_cases/{id}',
  '/authorization_cases/create_authorization_case',
  '/authorization_cases/create_authorization_case_for_licence',
  '/authorization_cases/edit_authorization_case',
  '/authorization_cases/submit_authorization_case',
  '/authorization_cases/cancel_case/{id}',
  '/authorizations/by_authorization_case_id/{id}',
  '/authorizations/edit_authorization',
  '/portal_licences/by_authorization_case_id/{id}',
  '/portal_licences/edit_portal_licence',
  '/tariffs/by_code',
  '/tariffs/search',
  '/authorization_tariffs/by_authorization_case_id/{id}',
  '/authorization_tariffs/add_authorization_tariff_to_authorization_case',
  '/authorization_tariffs/{id}',
] as const;
