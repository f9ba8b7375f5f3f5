import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAllowedExtension } from '@portal/contracts/attachments';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { formatFileSize } from '@portal/contracts/text';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { useAttachmentSettings } from '@/shared/upload/get-attachment-settings';
import { uploadRefusal } from '@/shared/upload/upload-refusal';
import { useReplaceDocumentFile } from '../api/replace-document-file';
import { DOC_LABELS } from './labels';

/** Replaces the file of an outgoing document with one new file, with its progress. */
export function ReplaceFileDialog({ document, onClose }: { document: PortalDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useAttachmentSettings();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const replace = useReplaceDocumentFile(document.caseId, { onProgress: setPercent });

  const pick = (picked: File) => {
    const limits = settings.data;
    setRefusal(null);
    if (limits && !hasAllowedExtension(picked.name, limits.extensions)) {
      setRefusal(t('action.invalid_extension', 'This file type is not allowed.'));
    } else if (limits && picked.size > limits.maxSizeBytes) {
      setRefusal(t('validation.file_too_large', 'The file is larger than allowed.'));
    } else setFile(picked);
    return Upload.LIST_IGNORE;
  };

  const send = () => {
    if (!file) return;
    setPercent(0);
    replace.mutate(
      { documentId: document.id, file },
      {
        onSuccess: () => {
          notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
          onClose();
        },
        onError: (error) => {
          setPercent(null);
          const reason = isApiError(error) ? uploadRefusal(error.body) : null;
          setRefusal(
            reason ? t(reason.key, { defaultValue: reason.key, ...reason.values }) : t(...DOC_LABELS.notSaved),
          );
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`${t(...DOC_LABELS.replace)} · ${document.attachment?.fileName ?? ''}`}
      onCancel={replace.isPending ? undefined : onClose}
      closable={!replace.isPending}
      mask={{ closable: false }}
      onOk={send}
      okText={t('admin.save', 'Save')}
      cancelText={t('admin.cancel', 'Cancel')}
      okButtonProps={{ disabled: !file, loading: replace.isPending, 'data-testid': 'replace-file-ok' }}
      cancelButtonProps={{ disabled: replace.isPending }}
      destroyOnHidden
      data-testid="replace-file-dialog"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t(...DOC_LABELS.replaceHint)}</Typography.Text>
        <Upload
          showUploadList={false}
          accept={settings.data?.extensions.map((extension) => `.${extension}`).join(',')}
          beforeUpload={pick}
          disabled={replace.isPending}
        >
          <Button icon={<UploadOutlined />} data-testid="replace-file-choose">
            {t('upload.choose_file', 'Choose a file')}
          </Button>
        </Upload>
        {file && (
          <Typography.Text data-testid="replace-file-name">
            {file.name} ({formatFileSize(file.size)})
          </Typography.Text>
        )}
        {percent !== null && <Progress percent={percent} status="active" aria-label={file?.name} />}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="replace-file-refusal" />}
      </Flex>
    </Modal>
  );
}
