import { FailedResult } from '@/shared/ui/query-state';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileSyncOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentGroupOfCase, type PortalCase, type PortalDocumentDirection } from '@portal/contracts/portal-cases';
import { requiredDocumentChecks } from '@portal/contracts/portal-documents';
import { notify } from '@/shared/ui/notifications';
import { useCaseDocuments } from '../api/get-case-documents';
import { useDocumentTypes } from '../api/get-document-types';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocumentFile } from '../api/download-document';
import { DOCUMENT_DIRECTIONS, documentActions } from '../lib/document-actions';
import { AddDocumentsDialog } from './add-documents-dialog';
import { DocumentsTable } from './documents-table';
import { EditDocumentDialog } from './edit-document-dialog';
import { DOC_LABELS } from './labels';
import { ReplaceFileDialog } from './replace-file-dialog';
import { RequiredDocuments } from './required-documents';

export type CaseDocumentsProps = {
  portalCase: PortalCase;
  /** The filer may still change the case (DRAFT, RETURNED_FOR_CORRECTIONS): documents can be added and changed. */
  editable: boolean;
  /** The tab shown first (the page's `recordsDocumentTab`). */
  direction?: PortalDocumentDirection;
  /** The tab shown, when the page keeps it (with `onDirectionChange`). */
  activeDirection?: PortalDocumentDirection;
  onDirectionChange?: (direction: PortalDocumentDirection) => void;
};

type Dialog = 'add' | 'edit' | 'replace' | null;

/**
 * A case's documents (spec §2 "Case screens", §5): outgoing (sent by the filer) and incoming (issued by the
 * authority) in two tabs, each a table where one document is selected; download, edit details, change the file and
 * delete act only on the selected document (and change only the filer's own, while the case is editable). Documents
 * are added in a dialog, one request per file. The required types of the case's group are listed with a tick when
 * present.
 */
export function CaseDocuments({
  portalCase,
  editable,
  direction,
  activeDirection,
  onDirectionChange,
}: CaseDocumentsProps) {
  const { t } = useTranslation();
  const [ownDirection, setOwnDirection] = useState<PortalDocumentDirection>(direction ?? 'OUTGOING');
  const shown = activeDirection ?? ownDirection;
  const choose = (next: PortalDocumentDirection) => {
    setOwnDirection(next);
    onDirectionChange?.(next);
  };
  const group = documentGroupOfCase(portalCase.caseType, portalCase.licence);
  const types = useDocumentTypes(group);
  const outgoing = useCaseDocuments(portalCase.id, 'OUTGOING');
  const incoming = useCaseDocuments(portalCase.id, 'INCOMING');
  const checks = requiredDocumentChecks(types.data ?? [], outgoing.data ?? []);

  const label = (d: PortalDocumentDirection) => {
    const count = (d === 'OUTGOING' ? outgoing : incoming).data?.length;
    const text = t(...(d === 'OUTGOING' ? DOC_LABELS.outgoing : DOC_LABELS.incoming));
    return count === undefined ? text : `${text} (${count})`;
  };

  return (
    <Flex vertical gap={12} data-testid="case-documents">
      {!editable && <Alert type="info" showIcon title={t(...DOC_LABELS.readOnly)} data-testid="documents-read-only" />}
      <RequiredDocuments checks={checks} />
      <AppTabs
        activeKey={shown}
        onChange={(key) => choose(key as PortalDocumentDirection)}
        items={DOCUMENT_DIRECTIONS.map((d) => ({
          key: d,
          label: label(d),
          children: (
            <DirectionDocuments
              portalCase={portalCase}
              direction={d}
              editable={editable && d === 'OUTGOING'}
              types={types.data ?? []}
            />
          ),
        }))}
        data-testid="documents-tabs"
      />
    </Flex>
  );
}

/** One direction's toolbar, table and dialogs; the selection is its own. */
function DirectionDocuments({
  portalCase,
  direction,
  editable,
  types,
}: {
  portalCase: PortalCase;
  direction: PortalDocumentDirection;
  editable: boolean;
  types: Parameters<typeof AddDocumentsDialog>[0]['types'];
}) {
  const { t } = useTranslation();
  const query = useCaseDocuments(portalCase.id, direction);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const documents = query.data ?? [];
  // A document that went away (deleted, refreshed) is no longer selected: the selection is looked up each time.
  const selected = documents.find((d) => d.id === selectedId) ?? null;
  const actions = documentActions(selected, editable);
  const download = useDownloadDocumentFile();
  const remove = useDeleteDocument(portalCase.id, {
    onSuccess: () => {
      setSelectedId(null);
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') });
    },
  });
  const suffix = direction.toLowerCase();
  const addButton = editable ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('add')} data-testid="documents-add">
      {t(...DOC_LABELS.add)}
    </Button>
  ) : null;

  let body: React.ReactNode;
  if (query.isError && !query.data) {
    body = <FailedResult onRetry={() => query.refetch()} testId={`documents-error-${suffix}`} />;
  } else if (query.data && documents.length === 0) {
    body = (
      <Empty
        style={{ padding: '24px 0' }}
        description={t(...(direction === 'OUTGOING' ? DOC_LABELS.emptyOutgoing : DOC_LABELS.emptyIncoming))}
        data-testid={`documents-empty-${suffix}`}
      />
    );
  } else {
    body = (
      <DocumentsTable
        documents={documents}
        loading={query.isLoading || query.isFetching}
        selectedId={selectedId}
        onSelect={setSelectedId}
        testId={`documents-table-${suffix}`}
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" role="toolbar" aria-label={t('admin.actions', 'Actions')}>
        {addButton}
        <Button
          icon={<DownloadOutlined />}
          disabled={!actions.download}
          loading={download.isPending}
          onClick={() => selected?.attachment && download.mutate(selected.attachment)}
          data-testid={`documents-download-${suffix}`}
        >
          {t(...DOC_LABELS.download)}
        </Button>
        {editable && (
          <>
            <Button
              icon={<EditOutlined />}
              disabled={!actions.edit}
              onClick={() => setDialog('edit')}
              data-testid="documents-edit"
            >
              {t(...DOC_LABELS.edit)}
            </Button>
            <Button
              icon={<FileSyncOutlined />}
              disabled={!actions.replace}
              onClick={() => setDialog('replace')}
              data-testid="documents-replace"
            >
              {t(...DOC_LABELS.replace)}
            </Button>
            <Popconfirm
              title={t(...DOC_LABELS.removeConfirm)}
              okText={t('admin.delete', 'Delete')}
              cancelText={t('admin.cancel', 'Cancel')}
              okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'documents-delete-confirm' }}
              onConfirm={() => (selected ? remove.mutateAsync(selected.id).catch(() => undefined) : undefined)}
              disabled={!actions.remove}
            >
              <Button danger icon={<DeleteOutlined />} disabled={!actions.remove} data-testid="documents-delete">
                {t(...DOC_LABELS.remove)}
              </Button>
            </Popconfirm>
          </>
        )}
        <Tooltip title={t('admin.refresh', 'Refresh')}>
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('admin.refresh', 'Refresh')}
            onClick={() => void query.refetch()}
          />
        </Tooltip>
        {documents.length > 0 && !selected && (
          <Typography.Text type="secondary" data-testid={`documents-select-hint-${suffix}`}>
            {t(...DOC_LABELS.selectHint)}
          </Typography.Text>
        )}
      </Flex>
      {body}
      {dialog === 'add' && <AddDocumentsDialog caseId={portalCase.id} types={types} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && (
        <EditDocumentDialog document={selected} types={types} onClose={() => setDialog(null)} />
      )}
      {dialog === 'replace' && selected && <ReplaceFileDialog document={selected} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
