import {
  CheckCircleFilled,
  CloseCircleFilled,
  DeleteOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Progress, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAllowedExtension } from '@portal/contracts/attachments';
import { localized } from '@portal/contracts/multilingual';
import {
  PORTAL_DOCUMENT_DESCRIPTION_MAX,
  addPortalDocumentFieldsSchema,
  type PortalDocumentType,
} from '@portal/contracts/portal-documents';
import { formatFileSize } from '@portal/contracts/text';
import { isApiError } from '@/shared/api/api-error';
import { schemaRule } from '@/shared/form/schema-rule';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useAttachmentSettings } from '@/shared/upload/get-attachment-settings';
import { uploadRefusal } from '@/shared/upload/upload-refusal';
import { addDocument } from '../api/add-document';
import { documentKeys } from '@/shared/portal/query-keys';
import { uploadOutcome, type FileUploadState } from '../lib/document-actions';
import { DOC_LABELS } from './labels';
import { AppForm } from '@/shared/form/app-form';

type AddDocumentsDialogProps = {
  caseId: number;
  /** The active types of the case's group. */
  types: PortalDocumentType[];
  onClose: () => void;
};

type Entry = { key: string; file: File; state: FileUploadState };
type Values = { typeId?: number; description?: string };

let nextKey = 0;

/**
 * Adds outgoing documents: a type, a description and any number of files, each file sent in its own request (the
 * spec's uploads take one file per request) with its progress shown. When every file is saved the dialog closes
 * with a confirmation; otherwise it stays open with the spec's warning (`generic.record_was_not_successfully_saved`)
 * and each failed file's reason, and sending again sends only the files not saved yet.
 */
export function AddDocumentsDialog({ caseId, types, onClose }: AddDocumentsDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const settings = useAttachmentSettings();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<'all_saved' | 'not_all_saved' | null>(null);
  const [filesError, setFilesError] = useState(false);

  const setState = (key: string, state: FileUploadState) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, state } : entry)));

  const pick = (file: File) => {
    const limits = settings.data;
    if (limits && !hasAllowedExtension(file.name, limits.extensions)) {
      notify.error({ title: t('action.invalid_extension', 'This file type is not allowed.'), description: file.name });
    } else if (limits && file.size > limits.maxSizeBytes) {
      notify.error({
        title: t('validation.file_too_large', 'The file is larger than allowed.'),
        description: file.name,
      });
    } else {
      setEntries((current) => [...current, { key: `f${++nextKey}`, file, state: { status: 'waiting', percent: 0 } }]);
      setFilesError(false);
      setOutcome(null);
    }
    return Upload.LIST_IGNORE;
  };

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    const pending = entries.filter((entry) => entry.state.status !== 'saved');
    if (pending.length === 0) setFilesError(true);
    if (!values || values.typeId === undefined || pending.length === 0) return;
    setRunning(true);
    setOutcome(null);
    const finished = new Map(entries.map((entry) => [entry.key, entry.state]));
    try {
      for (const entry of pending) {
        setState(entry.key, { status: 'saving', percent: 0 });
        let state: FileUploadState;
        try {
          await addDocument(
            { caseId, typeId: values.typeId, description: values.description?.trim() || null, file: entry.file },
            (percent) => setState(entry.key, { status: 'saving', percent }),
          );
          state = { status: 'saved', percent: 100 };
        } catch (error) {
          state = { status: 'failed', percent: 0, reason: isApiError(error) ? uploadRefusal(error.body) : null };
        }
        finished.set(entry.key, state);
        setState(entry.key, state);
      }
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: documentKeys.byCase(caseId) });
    }
    const result = uploadOutcome([...finished.values()]);
    setOutcome(result);
    if (result === 'all_saved') {
      notify.success({ title: t('generic.success', 'Success'), description: t(...DOC_LABELS.allSaved) });
      onClose();
    } else {
      notify.warning({ title: t(...DOC_LABELS.notSaved) });
    }
  };

  const accepted = settings.data?.extensions;
  const hint = settings.data
    ? t('upload.hint', {
        defaultValue: 'Accepted: {{extensions}}. Up to {{size}} per file.',
        extensions: settings.data.extensions.join(', '),
        size: formatFileSize(settings.data.maxSizeBytes),
      })
    : null;

  return (
    <Modal
      open
      width={640}
      title={t(...DOC_LABELS.add)}
      onCancel={running ? undefined : onClose}
      closable={!running}
      mask={{ closable: false }}
      okText={t('admin.save', 'Save')}
      cancelText={t('admin.close', 'Close')}
      onOk={() => void send()}
      okButtonProps={{ loading: running, 'data-testid': 'add-documents-ok' }}
      cancelButtonProps={{ disabled: running }}
      destroyOnHidden
      data-testid="add-documents-dialog"
    >
      <AppForm<Values> form={form} layout="vertical" disabled={running} requiredMark>
        <Form.Item
          name="typeId"
          label={t(...DOC_LABELS.type)}
          required
          rules={[schemaRule(addPortalDocumentFieldsSchema.shape.typeId, t, { emptyIsMissing: true })]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('admin.choose', 'Choose…')}
            options={types.map((type) => ({
              value: type.id,
              label: `${localized(type, 'label', currentLanguage)}${type.required ? ' *' : ''}`,
            }))}
            data-testid="add-documents-type"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t(...DOC_LABELS.description)}
          rules={[schemaRule(addPortalDocumentFieldsSchema.shape.description, t, { emptyIsMissing: true })]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={PORTAL_DOCUMENT_DESCRIPTION_MAX}
            data-testid="add-documents-description"
          />
        </Form.Item>
        <Form.Item
          label={t(...DOC_LABELS.files)}
          required
          extra={[t(...DOC_LABELS.filesHint), hint].filter(Boolean).join(' ')}
          validateStatus={filesError ? 'error' : undefined}
          help={filesError ? t('generic.required', 'This field is required.') : undefined}
        >
          <Upload
            multiple
            showUploadList={false}
            accept={accepted?.map((extension) => `.${extension}`).join(',')}
            beforeUpload={pick}
            disabled={running}
          >
            <Button icon={<UploadOutlined />} data-testid="add-documents-choose">
              {t(...DOC_LABELS.chooseFiles)}
            </Button>
          </Upload>
        </Form.Item>
      </AppForm>
      {entries.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite" data-testid="add-documents-files">
          {entries.map(({ key, file, state }) => (
            <li
              key={key}
              style={{ padding: '6px 0', borderTop: '1px solid #f0f0f0' }}
              data-testid={`add-file-${file.name}`}
            >
              <Flex align="center" gap={8} wrap>
                <PaperClipOutlined aria-hidden />
                <span style={{ flex: '1 1 160px', minWidth: 0, wordBreak: 'break-all' }}>{file.name}</span>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                </Typography.Text>
                <FileState state={state} />
                {state.status !== 'saved' && (
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    disabled={running}
                    aria-label={`${t('admin.delete', 'Delete')} ${file.name}`}
                    onClick={() => setEntries((current) => current.filter((entry) => entry.key !== key))}
                  />
                )}
              </Flex>
              {state.status === 'saving' && (
                <Progress percent={state.percent} size="small" status="active" aria-label={file.name} />
              )}
              {state.status === 'failed' && state.reason && (
                <Typography.Text type="danger">
                  {t(state.reason.key, { defaultValue: state.reason.key, ...state.reason.values })}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {outcome === 'not_all_saved' && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t(...DOC_LABELS.notSaved)}
          data-testid="add-documents-outcome"
        />
      )}
    </Modal>
  );
}

function FileState({ state }: { state: FileUploadState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'saved':
      return (
        <Typography.Text type="success" style={{ whiteSpace: 'nowrap' }}>
          <CheckCircleFilled aria-hidden /> {t(...DOC_LABELS.saved)}
        </Typography.Text>
      );
    case 'failed':
      return (
        <Typography.Text type="danger" style={{ whiteSpace: 'nowrap' }}>
          <CloseCircleFilled aria-hidden /> {t(...DOC_LABELS.failed)}
        </Typography.Text>
      );
    case 'saving':
      return <Typography.Text style={{ whiteSpace: 'nowrap' }}>{t(...DOC_LABELS.saving)}</Typography.Text>;
    default:
      return (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t(...DOC_LABELS.waiting)}
        </Typography.Text>
      );
  }
}
