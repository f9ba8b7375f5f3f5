import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VocabularyLogEntry, VocabularyType } from '@portal/contracts/vocabularies';
import { localized } from '@portal/contracts/multilingual';
import type { AdminRecord } from '@/shared/admin-kit/types';
import { auditColumns, RecordLogTable } from '@/shared/admin-kit/record-log-table';
import { currentLanguage } from '@/shared/i18n/language';
import { vocabularyLogQueryOptions } from '../api/get-vocabulary-log';

/** Who created, changed or deleted a record and when (`GET /{type}/log?id=`), ten entries at a time. */
export function VocabularyLogDialog({
  type,
  record,
  onClose,
}: {
  type: VocabularyType;
  record: AdminRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={`${t('vocabulary.log', 'Log')}: ${String(record.code)} · ${localized(record, 'label', currentLanguage)}`}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      data-testid="vocabulary-log-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <RecordLogTable
        queryOptions={(page, count) => vocabularyLogQueryOptions(type, record.id, page, count)}
        emptyText={t('vocabulary.log_empty', 'Nothing has been logged for this record yet.')}
        columns={auditColumns<VocabularyLogEntry>(t, {
          at: t('vocabulary.log_at', 'When'),
          actor: t('vocabulary.log_actor', 'Who'),
          action: t('vocabulary.log_action', 'What'),
        })}
        testId="vocabulary-log"
      />
    </Modal>
  );
}
