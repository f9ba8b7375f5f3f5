// The parts of a case screen that the portal's other areas build (documents, forum, processing), gathered in one
// place: the case screens and the home page take them from here (and their tests replace them here).
export { CaseDocuments } from '@/features/portal/documents/components/case-documents';
export { CaseForum } from '@/features/portal/forum/components/case-forum';
export { ForumDialog } from '@/features/portal/forum/components/forum-dialog';
export { useCancelCase } from '@/features/portal/processing/api/cancel-case';
export { useSubmitCase } from '@/features/portal/processing/api/submit-case';
export { CaseTimeline } from '@/features/portal/processing/components/case-timeline';
export { OfficerActions } from '@/features/portal/processing/components/officer-actions';
