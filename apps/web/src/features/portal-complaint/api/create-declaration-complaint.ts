import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CreateDeclarationComplaint } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';

/** `POST /complaint_cases/create_customs_declaration_complaint_case` (spec §3, §7): the case with its declarations. */
export function createDeclarationComplaint(input: CreateDeclarationComplaint): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/complaint_cases/create_customs_declaration_complaint_case'), {
    json: input,
  });
}
