import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CreateDecisionComplaint } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';

/** `POST /complaint_cases/create_decision_complaint_case` (spec §3, §7): the case with the decision it is about. */
export function createDecisionComplaint(input: CreateDecisionComplaint): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/complaint_cases/create_decision_complaint_case'), { json: input });
}
