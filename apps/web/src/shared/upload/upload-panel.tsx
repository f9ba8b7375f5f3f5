import { InboxOutlined } from '@ant-design/icons';
import { Alert, Flex, Progress, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAllowedExtension, type Attachment } from '@portal/contracts/attachments';
import { formatFileSize } from '@portal/contracts/text';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { AttachmentList } from './attachment-list';
import { useAttachmentSettings } from './get-attachment-settings';
import { useUploadFiles } from './upload-files';
import { uploadRefusal } from './upload-refusal';

export type UploadPanelProps = {
  /** The kind of object the files belong to (an attachment bean registered on the server). */
  bean: string;
  /** The object; without one (a record not saved yet) nothing can be uploaded. */
  objectId: number | null | undefined;
  /** Uploads are ignored and deleting is off (spec §5). */
  disabled?: boolean;
  multiple?: boolean;
  /** Called with the saved attachments after an upload. */
  onUploaded?: (attachments: Attachment[]) => void;
  /** Shows the object's files under the drop area (default true). */
  showList?: boolean;
  /** The API path the files go to, when the owner has its own upload call. */
  uploadPath?: string;
  /** Narrows the accepted extensions (e.g. images only) within those of the settings. */
  extensions?: readonly string[];
};

/**
 * Drop area with a real progress bar and the object's files. Checks the extension and the size
 * before sending (spec §5: `action.invalid_extension` and stop); the server checks again and saves
 * all files or none.
 */
export function UploadPanel({
  bean,
  objectId,
  disabled = false,
  multiple = false,
  onUploaded,
  showList = true,
  uploadPath,
  extensions: only,
}: UploadPanelProps) {
  const { t } = useTranslation();
  const settings = useAttachmentSettings();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadFiles({ onProgress: setPercent });
  // The last batch seen, so a multi-file drop is sent once, not once per file.
  const lastBatch = useRef<File[] | null>(null);
  const inactive = disabled || objectId == null || !settings.data || upload.isPending;
  const accepted = settings.data?.extensions.filter((extension) => !only || only.includes(extension));

  const send = async (files: File[]) => {
    if (inactive || !settings.data || objectId == null) return;
    const { maxSizeBytes } = settings.data;
    const wrongType = files.filter((file) => !hasAllowedExtension(file.name, accepted ?? []));
    if (wrongType.length > 0) {
      notify.error({
        title: t('action.invalid_extension', 'This file type is not allowed.'),
        description: wrongType.map((file) => file.name).join(', '),
      });
      return;
    }
    const tooLarge = files.filter((file) => file.size > maxSizeBytes);
    if (tooLarge.length > 0) {
      notify.error({
        title: t('validation.file_too_large', 'The file is larger than allowed.'),
        description: tooLarge.map((file) => file.name).join(', '),
      });
      return;
    }
    setPercent(0);
    try {
      const saved = await upload.mutateAsync({ bean, objectId, files, path: uploadPath });
      if (saved.length < files.length) {
        notify.warning({
          title: t('generic.record_was_not_successfully_saved', 'The record was not saved successfully.'),
        });
      } else {
        notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      }
      onUploaded?.(saved);
    } catch (error) {
      // 401 and 403 are handled by the app (sign-in, access denied); everything else is a failed upload.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      // A 409 over a quota carries its limit, which the message names.
      const reason = isApiError(error) ? uploadRefusal(error.body) : null;
      notify.error({
        title: t('upload.failed', 'Upload failed.'),
        description: reason ? t(reason.key, { defaultValue: reason.key, ...reason.values }) : undefined,
      });
    } finally {
      setPercent(null);
    }
  };

  const hint = settings.data
    ? t('upload.hint', {
        defaultValue: 'Accepted: {{extensions}}. Up to {{size}} per file.',
        extensions: (accepted ?? []).join(', '),
        size: formatFileSize(settings.data.maxSizeBytes),
      })
    : t('generic.loading', 'Loading…');

  return (
    <Flex vertical gap={12} data-testid={`upload-panel-${bean}`}>
      {settings.isError && (
        <Alert type="error" showIcon title={t('upload.settings_failed', 'Uploads are not available right now.')} />
      )}
      <Upload.Dragger
        multiple={multiple}
        disabled={inactive}
        showUploadList={false}
        accept={accepted?.map((extension) => `.${extension}`).join(',')}
        beforeUpload={(file, fileList) => {
          // Called once per file of a selection; the whole selection goes in one request.
          if (!inactive && lastBatch.current !== fileList) {
            lastBatch.current = fileList;
            void send(multiple ? fileList : [file]);
          }
          return Upload.LIST_IGNORE;
        }}
        data-testid="upload-dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {upload.isPending
            ? t('upload.uploading', 'Uploading…')
            : multiple
              ? t('upload.drop_files', 'Click or drag files here to upload')
              : t('upload.drop_file', 'Click or drag a file here to upload')}
        </p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {percent !== null && (
        <Progress percent={percent} status="active" aria-label={t('upload.uploading', 'Uploading…')} />
      )}
      {objectId == null && !disabled && (
        <Typography.Text type="secondary">
          {t('upload.save_first', 'Save the record first, then add files.')}
        </Typography.Text>
      )}
      {showList && <AttachmentList bean={bean} objectId={objectId} disabled={disabled} />}
    </Flex>
  );
}
