import { Modal, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TEMPLATE_BEAN, type DocumentTemplateRow } from '@portal/contracts/document-templates';
import { localized } from '@portal/contracts/multilingual';
import { apiPath } from '@portal/contracts/api-paths';
import { currentLanguage } from '@/shared/i18n/language';
import { AttachmentList } from '@/shared/upload/attachment-list';
import { UploadPanel } from '@/shared/upload/upload-panel';
import { TEMPLATE_EXTENSIONS, TEMPLATE_RESOURCE } from '../lib/admin-config';

/** The file of a template: one at a time; a new upload replaces it (`document_templates/upload/{id}`). */
export function TemplateFileDialog({ template, onClose }: { template: DocumentTemplateRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [TEMPLATE_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: ['document_template_vocabulary'] });
  };
  return (
    <Modal
      open
      title={`${t('document_template.file', 'File')}: ${localized(template, 'name', currentLanguage)}`}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="template-file-dialog">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('document_template.file_help', 'A template has one file: uploading another replaces it.')}
        </Typography.Paragraph>
        <UploadPanel
          bean={DOCUMENT_TEMPLATE_BEAN}
          objectId={template.id}
          uploadPath={apiPath('/document_templates/upload/{templateId}', { templateId: template.id })}
          extensions={TEMPLATE_EXTENSIONS}
          showList={false}
          onUploaded={refresh}
        />
        <AttachmentList bean={DOCUMENT_TEMPLATE_BEAN} objectId={template.id} onDeleted={refresh} />
      </Space>
    </Modal>
  );
}
