// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { PortalDocument, PortalDocumentType } from '@portal/contracts/portal-documents';
import { portalCase } from '@/test/portal-cases';
import { renderUi } from '@/test/render';
import { spyOnToasts } from '@/test/toasts';
import { stubUploads, type Upload, type UploadAnswer } from '@/test/uploads';
import { CaseDocuments } from './case-documents';

const notify = spyOnToasts();

const labels = (en: string) => ({ labelSQ: en, labelEN: en, labelSR: en });
const TYPES: PortalDocumentType[] = [
  { id: 1, code: 'GEN_REQUEST', groupCode: 'COMPLAINT_GENERAL', required: true, ...labels('Request') },
  { id: 2, code: 'GEN_ATTACHMENT', groupCode: 'COMPLAINT_GENERAL', required: false, ...labels('Attachment') },
];
const doc = (id: number, direction: 'OUTGOING' | 'INCOMING', type: PortalDocumentType): PortalDocument => ({
  id,
  caseId: 5,
  description: `Document ${id}`,
  documentType: { id: type.id, code: type.code, required: type.required, ...labels(type.labelEN) },
  direction,
  attachment: {
    id: 100 + id,
    fileName: `file-${id}.pdf`,
    size: 2048,
    contentType: 'application/pdf',
    sha256: `${'0123456789abcdef'.repeat(4)}`,
  },
  createdAt: '2026-03-02T09:30:00Z',
  author: null,
});
const CASE: PortalCase = portalCase(5, 'DRAFT', { forum: { id: 9 } });

let outgoing: PortalDocument[] = [];
let incoming: PortalDocument[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  outgoing = [doc(11, 'OUTGOING', TYPES[1]), doc(12, 'OUTGOING', TYPES[1])];
  incoming = [doc(21, 'INCOMING', { ...TYPES[0], id: 7, code: 'RECEIPT', ...labels('Receipt') })];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      ).pathname.replace('/data/rest', '');
      if (path === '/portal_document_types/by_code') return Promise.resolve(json(TYPES));
      if (path === '/portal_documents/get_outgoing_documents_for_case_id/5') return Promise.resolve(json(outgoing));
      if (path === '/portal_documents/get_incoming_documents_for_case_id/5') return Promise.resolve(json(incoming));
      if (path === '/attachments/settings') {
        return Promise.resolve(json({ extensions: ['pdf', 'png'], maxSizeBytes: 10 * 1024 * 1024 }));
      }
      return Promise.resolve(new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;
const ACTIONS = ['documents-download-outgoing', 'documents-edit', 'documents-replace', 'documents-delete'];

async function renderDocuments(editable = true) {
  const user = userEvent.setup();
  renderUi(<CaseDocuments portalCase={CASE} editable={editable} />);
  await screen.findByText('file-11.pdf');
  return user;
}

describe('CaseDocuments: the selection rule', () => {
  it('keeps every action disabled until a document is selected, then enables them', async () => {
    const user = await renderDocuments();
    for (const id of ACTIONS) expect(screen.getByTestId(id)).toBeDisabled();
    expect(screen.getByTestId('documents-select-hint-outgoing')).toBeVisible();

    await user.click(within(row(12)).getByText('file-12.pdf'));
    for (const id of ACTIONS) await waitFor(() => expect(screen.getByTestId(id)).toBeEnabled());
    expect(screen.queryByTestId('documents-select-hint-outgoing')).toBeNull();
  });

  it('selects with the keyboard too (the row’s radio)', async () => {
    const user = await renderDocuments();
    const radio = within(row(11)).getByRole('radio');
    radio.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('documents-edit')).toBeEnabled());
  });

  it('lists the required types with a tick when present', async () => {
    await renderDocuments();
    await waitFor(() => expect(screen.getByTestId('required-GEN_REQUEST')).toHaveAttribute('data-present', 'false'));
    expect(screen.getByTestId('required-GEN_REQUEST')).toHaveTextContent('missing');
  });

  it('offers only the download of an incoming document, and nothing to change when read-only', async () => {
    const user = await renderDocuments(false);
    expect(screen.getByTestId('documents-read-only')).toBeVisible();
    expect(screen.queryByTestId('documents-add')).toBeNull();
    expect(screen.queryByTestId('documents-edit')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Incoming documents/ }));
    const table = await screen.findByTestId('documents-table-incoming');
    expect(screen.getByTestId('documents-download-incoming')).toBeDisabled();
    await user.click(within(table).getByText('file-21.pdf'));
    await waitFor(() => expect(screen.getByTestId('documents-download-incoming')).toBeEnabled());
  });
});

describe('CaseDocuments: adding documents (one request per file)', () => {
  /** The file name of an upload, and a saved document's answer. */
  const fileOf = (upload: Upload) => (upload.body.get('file') as File).name;
  const saved = (document: PortalDocument): UploadAnswer => ({ status: 201, body: document });

  async function addTwoFiles(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByTestId('documents-add'));
    const dialog = await screen.findByTestId('add-documents-dialog');
    await user.click(within(screen.getByTestId('add-documents-type')).getByRole('combobox'));
    const options = await screen.findAllByTitle('Request *');
    await user.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, [
      new File(['%PDF-1.4'], 'one.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'two.pdf', { type: 'application/pdf' }),
    ]);
    await screen.findByTestId('add-file-two.pdf');
    await user.click(screen.getByTestId('add-documents-ok'));
  }

  it('says all were saved and closes when every file was saved', async () => {
    const uploads = stubUploads((upload) => saved({ ...doc(30, 'OUTGOING', TYPES[0]), description: fileOf(upload) }));
    const user = await renderDocuments();
    await addTwoFiles(user);
    await waitFor(() => expect(screen.queryByTestId('add-documents-dialog')).toBeNull());
    expect(uploads.map((upload) => [upload.url.pathname, upload.url.search, fileOf(upload)])).toEqual([
      ['/data/rest/portal_documents', '?caseId=5&typeId=1', 'one.pdf'],
      ['/data/rest/portal_documents', '?caseId=5&typeId=1', 'two.pdf'],
    ]);
    expect(notify.success).toHaveBeenCalledWith(expect.objectContaining({ description: 'All documents were saved.' }));
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('warns generic.record_was_not_successfully_saved when a file was not saved, and resends only that one', async () => {
    const answers: UploadAnswer[] = [
      saved(doc(30, 'OUTGOING', TYPES[0])),
      { status: 400, body: { file: 'validation.file_content_mismatch' } },
      saved(doc(31, 'OUTGOING', TYPES[0])),
    ];
    const uploads = stubUploads((_upload, n) => answers[n]);
    const user = await renderDocuments();
    await addTwoFiles(user);
    expect(await screen.findByTestId('add-documents-outcome')).toHaveTextContent(
      'The record was not saved successfully.',
    );
    expect(notify.warning).toHaveBeenCalledWith({ title: 'The record was not saved successfully.' });
    expect(within(screen.getByTestId('add-file-one.pdf')).getByText('Saved')).toBeVisible();
    expect(within(screen.getByTestId('add-file-two.pdf')).getByText('Not saved')).toBeVisible();
    expect(screen.getByText('validation.file_content_mismatch')).toBeVisible();

    await user.click(screen.getByTestId('add-documents-ok'));
    await waitFor(() => expect(screen.queryByTestId('add-documents-dialog')).toBeNull());
    expect(uploads.map(fileOf)).toEqual(['one.pdf', 'two.pdf', 'two.pdf']);
  });
});
