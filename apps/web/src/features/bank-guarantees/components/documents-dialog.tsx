import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANK_GUARANTEE_BEAN, type BankGuarantee } from '@portal/contracts/bank-guarantees';
import { UploadPanel } from '@/shared/upload/upload-panel';
import { GuaranteeDetails } from './guarantee-details';
import { LABELS } from './guarantee-form';

/** The owner's view of one guarantee with its documents; uploads and deletions only while it is editable. */
export function DocumentsDialog({ guarantee, onClose }: { guarantee: BankGuarantee; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={720}
      title={`${t(...LABELS.documents)} · ${guarantee.guaranteeNumber}`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="documents-close">
          {t('admin.close', 'Close')}
        </Button>
      }
      destroyOnHidden
      data-testid="documents-dialog"
    >
      <Flex vertical gap={16}>
        <GuaranteeDetails guarantee={guarantee} />
        {!guarantee.editable && (
          <Alert
            type="info"
            showIcon
            title={t('bank_guarantee.locked', 'A guarantee decided by the customs administration cannot be changed.')}
          />
        )}
        <Typography.Text type="secondary">
          {t('bank_guarantee.documents_help', 'Attach the guarantee letter issued by the bank (PDF or a scan).')}
        </Typography.Text>
        <UploadPanel bean={BANK_GUARANTEE_BEAN} objectId={guarantee.id} disabled={!guarantee.editable} multiple />
      </Flex>
    </Modal>
  );
}
