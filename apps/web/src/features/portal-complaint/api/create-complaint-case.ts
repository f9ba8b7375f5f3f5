import { useMutation } from '@tanstack/react-query';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CreateDecisionComplaint, CreateDeclarationComplaint } from '@portal/contracts/portal-records';
import { createDecisionComplaint } from './create-decision-complaint';
import { createDeclarationComplaint } from './create-declaration-complaint';

export type CreateComplaintInput =
  { kind: 'declarations'; body: CreateDeclarationComplaint } | { kind: 'decision'; body: CreateDecisionComplaint };

/** Creates a complaint of either kind (the create form's switch); field messages (400) are the form's to show. */
export function useCreateComplaint(options: { onSuccess?: (created: PortalCase) => void } = {}) {
  return useMutation({
    mutationFn: (input: CreateComplaintInput) =>
      input.kind === 'declarations' ? createDeclarationComplaint(input.body) : createDecisionComplaint(input.body),
    meta: { handledStatuses: [400] },
    onSuccess: (created) => options.onSuccess?.(created),
  });
}
