import { Alert, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import type { ParticipationUserDetails } from '@portal/contracts/participation-requests';
import { formatMoney } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';

type Guarantee = ParticipationUserDetails['guarantees'][number];
type Required = ParticipationUserDetails['required'][number];

/** What the operator weighs: the user, their guarantees and the lot's licence types, with the problems flagged. */
export function RequestUserDetails({ details }: { details: ParticipationUserDetails }) {
  const { t } = useTranslation();
  const lang = currentLanguage;
  const { user } = details;
  return (
    <Flex vertical gap={16} data-testid="participation-user-details">
      <section aria-labelledby="participation-user">
        <Typography.Title level={5} id="participation-user">
          {t('participation.user_title', 'The requesting user')}
        </Typography.Title>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('participation.username', 'Username')}>{user.username}</Descriptions.Item>
          <Descriptions.Item label={t('participation.user_status', 'Account status')}>
            {t(`user_status.${user.status}`, user.status)}
          </Descriptions.Item>
          <Descriptions.Item label={t('participation.email', 'E-mail')}>{user.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('participation.phone', 'Phone')}>{user.phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('participation.company', 'Company')} span={2}>
            {user.companyName ?? '—'}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section aria-labelledby="participation-guarantees">
        <Typography.Title level={5} id="participation-guarantees">
          {t('participation.guarantees_title', 'Bank guarantees')}
        </Typography.Title>
        <Alert
          showIcon
          type={details.guaranteeSufficient ? 'success' : 'warning'}
          title={
            details.guaranteeSufficient
              ? t('participation.guarantee_sufficient', 'An active guarantee covers the auction and the lot amount.')
              : t('participation.guarantee_insufficient', 'No active guarantee covers the auction and the lot amount.')
          }
          style={{ marginBottom: 8 }}
          data-testid="participation-guarantee-summary"
        />
        <Table<Guarantee>
          rowKey="id"
          size="small"
          pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          dataSource={details.guarantees}
          locale={{ emptyText: t('participation.no_guarantees', 'The user has no bank guarantees.') }}
          data-testid="participation-guarantees"
          columns={[
            { key: 'number', title: t('participation.guarantee_number', 'Number'), dataIndex: 'guaranteeNumber' },
            {
              key: 'bank',
              title: t('participation.bank', 'Bank'),
              render: (_v, g) => (g.bank ? localized(g.bank, 'label', lang) : '—'),
            },
            {
              key: 'amount',
              title: t('participation.amount', 'Amount'),
              align: 'right',
              render: (_v, g) => (
                <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(g.amount, lang, g.currency)}</span>
              ),
            },
            {
              key: 'valid',
              title: t('participation.validity', 'Valid'),
              render: (_v, g) => `${formatDate(g.validFrom)} – ${formatDate(g.validTo)}`,
            },
            {
              key: 'flags',
              title: t('participation.status', 'Status'),
              render: (_v, g) => (
                <Flex gap={4} wrap>
                  <Tag color={g.status === 'ACTIVE' ? 'green' : 'default'}>{t(g.status, g.status)}</Tag>
                  {g.flags.notValidForAuction && (
                    <Tag color="warning">{t('participation.flag_not_valid', 'Not valid for the auction')}</Tag>
                  )}
                  {g.flags.amountTooSmall && (
                    <Tag color="warning">{t('participation.flag_amount_small', 'Amount too small')}</Tag>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="participation-licences">
        <Typography.Title level={5} id="participation-licences">
          {t('participation.licences_title', 'Licences the lot requires')}
        </Typography.Title>
        <Table<Required>
          rowKey={(r) => r.licenseType.id}
          size="small"
          pagination={false}
          dataSource={details.required}
          locale={{ emptyText: t('participation.no_licences_required', 'The lot requires no licence.') }}
          data-testid="participation-licences"
          columns={[
            {
              key: 'type',
              title: t('participation.licence_type', 'Licence type'),
              render: (_v, r) => localized(r.licenseType, 'label', lang),
            },
            {
              key: 'held',
              title: t('participation.licences_held', 'Held'),
              render: (_v, r) =>
                r.licences.length === 0
                  ? '—'
                  : r.licences.map((l) => `${formatDate(l.validFrom)} – ${formatDate(l.validTo)}`).join(', '),
            },
            {
              key: 'problem',
              title: t('participation.status', 'Status'),
              render: (_v, r) =>
                r.problem === null ? (
                  <Tag color="green">{t('participation.licence_ok', 'Covered')}</Tag>
                ) : (
                  <Tag color="warning">
                    {r.problem === 'MISSING'
                      ? t('participation.licence_missing', 'Missing')
                      : t('participation.licence_not_covering', 'Does not cover the auction')}
                  </Tag>
                ),
            },
          ]}
        />
      </section>
    </Flex>
  );
}
