import { Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BANK_GUARANTEE_BEAN,
  BANK_GUARANTEE_DECISION_NAMES,
  type BankGuarantee,
  type BankGuaranteeDecision,
} from '@portal/contracts/bank-guarantees';
import { QueryState } from '@/shared/ui/query-state';
import { AttachmentList } from '@/shared/upload/attachment-list';
import { useGuarantee } from '../api/get-guarantee';
import { DECISION_TITLES } from './decision-dialog';
import { GuaranteeDetails } from './guarantee-details';
import { LABELS } from './guarantee-form';

/** The staff's view of one guarantee: its facts, its documents and the decisions it still allows. */
export function GuaranteeDrawer({
  id,
  onClose,
  onDecide,
}: {
  id: number;
  onClose: () => void;
  onDecide: (decision: BankGuaranteeDecision, guarantee: BankGuarantee) => void;
}) {
  const { t } = useTranslation();
  const query = useGuarantee(id);
  const guarantee = query.data;

  let body: React.ReactNode;
  if (guarantee) {
    body = (
      <Flex vertical gap={24}>
        <GuaranteeDetails guarantee={guarantee} staff />
        <section aria-labelledby="guarantee-documents">
          <Typography.Title level={5} id="guarantee-documents">
            {t(...LABELS.documents)}
          </Typography.Title>
          <AttachmentList bean={BANK_GUARANTEE_BEAN} objectId={guarantee.id} disabled />
        </section>
      </Flex>
    );
  } else {
    body = <QueryState query={query} loading={<Skeleton active />} />;
  }

  return (
    <Drawer
      open
      size={760}
      title={
        guarantee ? `${t('page.admin_auth_bank_guarantee', 'Bank guarantees')} · ${guarantee.guaranteeNumber}` : ' '
      }
      onClose={onClose}
      data-testid="guarantee-drawer"
      extra={
        guarantee?.status === 'ACTIVE' && (
          <Flex gap={8} wrap>
            {BANK_GUARANTEE_DECISION_NAMES.map((decision) => (
              <Button
                key={decision}
                danger={decision !== 'mark_used'}
                type={decision === 'mark_used' ? 'primary' : 'default'}
                onClick={() => onDecide(decision, guarantee)}
                data-testid={`drawer-${decision}`}
              >
                {t(...DECISION_TITLES[decision])}
              </Button>
            ))}
          </Flex>
        )
      }
    >
      {body}
    </Drawer>
  );
}
