import type { QueryClient } from '@tanstack/react-query';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { caseKeys } from '@/shared/portal/query-keys';
import { documentKeys } from '@/shared/portal/query-keys';
import { processingKeys } from '@/shared/portal/query-keys';

/**
 * After a step of the workflow: the case itself (any kind), the lists that show it (home list, queue), its
 * timeline, and its documents (a receipt, a request or a decision was issued) and forum (a request was posted).
 */
export async function refreshAfterStep(queryClient: QueryClient, portalCase: Pick<PortalCase, 'id' | 'caseType'>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.detail(portalCase.caseType, portalCase.id) }),
    queryClient.invalidateQueries({ queryKey: caseKeys.lists }),
    queryClient.invalidateQueries({ queryKey: processingKeys.all }),
    queryClient.invalidateQueries({ queryKey: documentKeys.byCase(portalCase.id) }),
    queryClient.invalidateQueries({ queryKey: ['forum'] }),
  ]);
}
