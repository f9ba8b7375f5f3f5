import { lotDescription } from '@portal/contracts/lot-texts';
import { Alert, Button, Descriptions, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import type { RequiredLicence } from '@portal/contracts/participation-requests';
import type { PublicLot } from '@portal/contracts/public-auctions';
import { isApiError } from '@/shared/api/api-error';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useLotEligibility, useSendLotRequest } from '../../api/lot-registration';
import { formatMoney } from '@portal/contracts/money-format';
import { RequestStatusTag } from './request-status-tag';

type LotRegistrationDialogProps = {
  lot: Pick<PublicLot, 'id' | 'code' | 'description' | 'descriptionEN' | 'descriptionSR' | 'guaranteeAmount'>;
  auctionId: number;
  onClose: () => void;
};

function RequiredLicenceItem({ required }: { required: RequiredLicence }) {
  const { t } = useTranslation();
  const label = localized(required.licenseType, 'label', currentLanguage) || required.licenseType.code;
  const problem = required.problem;
  return (
    <li
      className="lot-registration__requirement"
      data-testid={`lot-registration-licence-type-${required.licenseType.id}`}
      data-problem={problem ?? 'NONE'}
    >
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{label}</Typography.Text>
          {problem === null ? (
            <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
              {t('participation.licence_ok', 'Covered')}
            </Tag>
          ) : problem === 'MISSING' ? (
            <Tag color="red" icon={<CloseCircleOutlined aria-hidden />}>
              {t('participation.licence_missing', 'Missing')}
            </Tag>
          ) : (
            <Tag color="orange" icon={<WarningOutlined aria-hidden />}>
              {t('participation.licence_not_covering', 'Does not cover the auction')}
            </Tag>
          )}
        </Flex>
        {required.licences.length > 0 && (
          <ul className="lot-registration__licences">
            {required.licences.map((licence) => (
              <li key={licence.id} data-testid={`lot-registration-licence-${licence.id}`}>
                {t('lot_registration.licence_valid', 'Your licence, valid {{from}} – {{to}}', {
                  from: formatDate(licence.validFrom),
                  to: formatDate(licence.validTo),
                })}{' '}
                <Typography.Text type={licence.coversAuction ? 'success' : 'warning'}>
                  {licence.coversAuction
                    ? t('lot_registration.covers_auction', 'covers the auction days')
                    : t('lot_registration.not_covering_auction', 'does not cover the auction days')}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </li>
  );
}

/**
 * Spec §2 "send lot request" popup: the lot, the licence types it requires with the caller's
 * matching licences (and whether each covers the auction's days), then Send — or the status of
 * the request already sent. The server takes a request even when licences fall short (the operator
 * sees the same flags before deciding), so the popup warns but still offers to send.
 */
export function LotRegistrationDialog({ lot, auctionId, onClose }: LotRegistrationDialogProps) {
  const { t } = useTranslation();
  const eligibility = useLotEligibility(lot.id);
  const send = useSendLotRequest({
    onSuccess: () => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('eauction.request_sent', 'The request has been sent.'),
      });
      onClose();
    },
  });
  const onSend = () =>
    send.mutate(
      { lot: { id: lot.id }, auction: { id: auctionId } },
      {
        onError: (error) => {
          // 409 is explained by the global handler; a refused lot (400) or role (403) is said here.
          if (!isApiError(error) || (error.status !== 400 && error.status !== 403)) return;
          const key = error.body._error ?? Object.values(error.body).find((v) => typeof v === 'string');
          notify.error({ title: t('error', 'Error'), description: t(key ?? 'error', key ?? 'Error') });
        },
      },
    );

  const data = eligibility.data;
  const existing = data?.request ?? null;
  const footer = [
    <Button key="close" onClick={onClose}>
      {t('admin.close', 'Close')}
    </Button>,
    ...(data && !existing
      ? [
          <Button
            key="send"
            type="primary"
            loading={send.isPending}
            onClick={onSend}
            data-testid="lot-registration-send"
          >
            {t('lot_registration.send', 'Send request')}
          </Button>,
        ]
      : []),
  ];

  return (
    <Modal
      open
      title={t('lot_registration.title', 'Request participation in lot {{code}}', { code: lot.code })}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={footer}
      data-testid="lot-registration-dialog"
    >
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'code', label: t('lot.code', 'Lot code'), children: lot.code },
            {
              key: 'description',
              label: t('lot.description', 'Description'),
              children: lotDescription(lot, currentLanguage) || '—',
            },
            {
              key: 'guarantee',
              label: t('lot.guarantee_amount', 'Guarantee amount'),
              children: formatMoney(lot.guaranteeAmount, currentLanguage),
            },
          ]}
        />
        <section aria-labelledby="lot-registration-licences">
          <Typography.Title level={5} id="lot-registration-licences">
            {t('participation.licences_title', 'Licences the lot requires')}
          </Typography.Title>
          {eligibility.isPending ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : eligibility.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('lot_registration.load_failed', 'Your licences could not be checked.')}
              action={
                <Button size="small" onClick={() => void eligibility.refetch()}>
                  {t('generic.retry', 'Try again')}
                </Button>
              }
            />
          ) : data!.required.length === 0 ? (
            <Typography.Paragraph type="secondary" data-testid="lot-registration-no-licences">
              {t('participation.no_licences_required', 'The lot requires no licence.')}
            </Typography.Paragraph>
          ) : (
            <ul className="lot-registration__requirements" data-testid="lot-registration-licences">
              {data!.required.map((required) => (
                <RequiredLicenceItem key={required.licenseType.id} required={required} />
              ))}
            </ul>
          )}
        </section>
        {data && existing && (
          <Alert
            type="info"
            showIcon
            data-testid="lot-registration-existing"
            title={
              <Flex gap={8} align="center" wrap>
                {t('lot_registration.already_sent', 'You have already sent a request for this lot.')}
                <RequestStatusTag status={existing.status} />
              </Flex>
            }
          />
        )}
        {data && !existing && !data.licencesSatisfied && (
          <Alert
            type="warning"
            showIcon
            data-testid="lot-registration-warning"
            title={t('lot_registration.not_satisfied', 'Your licences do not meet every requirement of this lot.')}
            description={t(
              'lot_registration.not_satisfied_help',
              'You may still send the request; the operator sees the same check and may reject it. Add or renew licences on your profile first if you can.',
            )}
          />
        )}
        {data && !existing && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t(
              'lot_registration.send_help',
              'An operator approves or rejects the request, and you are told by e-mail. Only approved participants bid.',
            )}
          </Typography.Paragraph>
        )}
      </Flex>
    </Modal>
  );
}
