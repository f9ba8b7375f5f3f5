import type { PortalDocumentDirection } from '@portal/contracts/portal-cases';
import type { PortalDocument } from '@portal/contracts/portal-documents';

/** What the toolbar offers on the selected document. */
export type DocumentActions = { download: boolean; edit: boolean; replace: boolean; remove: boolean };

export const NO_ACTIONS: DocumentActions = { download: false, edit: false, replace: false, remove: false };

/**
 * Spec §5: the document actions act only on a selected document that has an id, and a download only when it has
 * a file. The filer changes (edits, replaces the file of, deletes) only outgoing documents of a case it may still
 * edit; what the authority issued is read-only.
 */
export function documentActions(
  selected: Pick<PortalDocument, 'id' | 'direction' | 'attachment'> | null | undefined,
  editable: boolean,
): DocumentActions {
  if (!selected || !selected.id) return NO_ACTIONS;
  const changeable = editable && selected.direction === 'OUTGOING';
  return {
    download: Boolean(selected.attachment?.id),
    edit: changeable,
    replace: changeable,
    remove: changeable,
  };
}

/** The tab of a direction, counted from 1 as `recordsDocumentTab` counts (spec §2). */
export const DOCUMENT_DIRECTIONS: readonly PortalDocumentDirection[] = ['OUTGOING', 'INCOMING'];

/** A SHA-256 shortened for a table cell: its first and last characters. */
export function shortHash(sha256: string): string {
  return sha256.length > 16 ? `${sha256.slice(0, 8)}…${sha256.slice(-6)}` : sha256;
}

/** The state of one file of an upload batch (one request per file). */
export type FileUploadState =
  | { status: 'waiting' | 'saving'; percent: number }
  | { status: 'saved'; percent: 100 }
  | { status: 'failed'; percent: number; reason: { key: string; values: Record<string, string | number> } | null };

/** Spec §5: the upload succeeded only when every file was saved (otherwise the warning is shown). */
export function uploadOutcome(states: readonly FileUploadState[]): 'all_saved' | 'not_all_saved' {
  return states.length > 0 && states.every((s) => s.status === 'saved') ? 'all_saved' : 'not_all_saved';
}
