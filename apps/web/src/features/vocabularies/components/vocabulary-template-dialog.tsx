import { Modal, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import {
  VOCABULARY_TEMPLATE_BEANS,
  VOCABULARY_TEMPLATE_EXTENSIONS,
  type TemplateVocabularyType,
} from '@portal/contracts/vocabularies';
import type { AdminRecord } from '@/shared/admin-kit/types';
import { currentLanguage } from '@/shared/i18n/language';
import { AttachmentList } from '@/shared/upload/attachment-list';
import { UploadPanel } from '@/shared/upload/upload-panel';

/**
 * The template file of an authorization or goods type: one at a time (one file per request); uploading another
 * replaces it. Removing it lets the type be deleted.
 */
export function VocabularyTemplateDialog({
  type,
  record,
  onClose,
}: {
  type: TemplateVocabularyType;
  record: AdminRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bean = VOCABULARY_TEMPLATE_BEANS[type];
  // The list shows each record's file and whether it may be deleted: reloaded after every change.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [type] });
  return (
    <Modal
      open
      title={`${t('vocabulary.template', 'Template')}: ${localized(record, 'label', currentLanguage)}`}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="vocabulary-template-dialog">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(
            'vocabulary.template_help',
            'The form filers download from the document templates page. A record has one file: uploading another replaces it.',
          )}
        </Typography.Paragraph>
        <UploadPanel
          bean={bean}
          objectId={record.id}
          extensions={VOCABULARY_TEMPLATE_EXTENSIONS}
          showList={false}
          onUploaded={refresh}
        />
        <AttachmentList bean={bean} objectId={record.id} onDeleted={refresh} />
      </Space>
    </Modal>
  );
}
