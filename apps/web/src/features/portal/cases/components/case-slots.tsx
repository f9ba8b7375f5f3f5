import { createContext, useContext, useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { CaseDocuments } from '@/features/portal/documents/components/case-documents';
import { CaseForum } from '@/features/portal/forum/components/case-forum';
import { ForumDialog } from '@/features/portal/forum/components/forum-dialog';
import { useCancelCase } from '@/features/portal/processing/api/cancel-case';
import { useSubmitCase } from '@/features/portal/processing/api/submit-case';
import { CaseTimeline } from '@/features/portal/processing/components/case-timeline';
import { OfficerActions } from '@/features/portal/processing/components/officer-actions';

/**
 * The parts of a case screen that the portal's other areas build (documents, forum, processing), gathered in one
 * place: the case screens and the home page take them with `useCaseSlots()`. A test of those screens hands stand-ins
 * for some of them with `CaseSlotsProvider` (no module replaced, so the test shares its worker with other files).
 */
export type CaseSlots = {
  CaseDocuments: ComponentType<ComponentProps<typeof CaseDocuments>>;
  CaseForum: ComponentType<ComponentProps<typeof CaseForum>>;
  ForumDialog: ComponentType<ComponentProps<typeof ForumDialog>>;
  CaseTimeline: ComponentType<ComponentProps<typeof CaseTimeline>>;
  OfficerActions: ComponentType<ComponentProps<typeof OfficerActions>>;
  useCancelCase: typeof useCancelCase;
  useSubmitCase: typeof useSubmitCase;
};

const SLOTS: CaseSlots = {
  CaseDocuments,
  CaseForum,
  ForumDialog,
  CaseTimeline,
  OfficerActions,
  useCancelCase,
  useSubmitCase,
};

const CaseSlotsContext = createContext<CaseSlots>(SLOTS);

/** The areas' parts as the screens below take them: these `slots`, the real ones for the rest. */
export function CaseSlotsProvider({ slots, children }: { slots: Partial<CaseSlots>; children: ReactNode }) {
  const value = useMemo(() => ({ ...SLOTS, ...slots }), [slots]);
  return <CaseSlotsContext.Provider value={value}>{children}</CaseSlotsContext.Provider>;
}

/** The areas' parts of a case screen (each hook among them is the same one on every render). */
export function useCaseSlots(): CaseSlots {
  return useContext(CaseSlotsContext);
}
