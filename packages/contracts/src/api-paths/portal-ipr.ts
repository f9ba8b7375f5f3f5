// The API paths the web calls for the customs portal's IPR cases (part of the registry in api-paths.ts).
export const PORTAL_IPR_API_PATHS = [
  '/ipr_cases/{id}',
  '/ipr_cases/create_ipr_case',
  '/ipr_cases/edit_ipr_case',
  '/ipr_cases/submit_ipr_case',
  '/ipr_cases/cancel_case/{id}',
  '/ipr/by_ipr_case_id/{id}',
  '/ipr/edit_ipr',
  '/ipr_rights/by_ipr_case_id/{id}',
  '/ipr_rights/add_ipr_rights_to_ipr_case',
  '/ipr_rights/save_rights',
  '/ipr_rights/{id}',
  '/ipr_goods/by_ipr_case_id/{id}',
  '/ipr_goods/add_ipr_goods_to_ipr_case',
  '/ipr_goods/save_goods',
  '/ipr_goods/{id}',
] as const;
