import { formatDay } from '@portal/contracts/dates';
import { REPRESENTATION_ERROR, type Representation } from '@portal/contracts/portal-representation';
import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/admin-kit/date-input';
import { isApiError } from '@/shared/api/api-error';
import { dayRule } from '@/shared/form/day-rule';
import { showServerErrors } from '@/shared/form/server-errors';
import { dateInputToTransport, formatDate } from '@/shared/lib/business-time';
import { notify } from '@/shared/ui/notifications';
import { FailedResult } from '@/shared/ui/query-state';
import { useRepresentations } from '../api/get-representations';
import { useGrantRepresentation } from '../api/grant-representation';
import { useRevokeRepresentation } from '../api/revoke-representation';
import { AppForm } from '@/shared/form/app-form';

type Values = { username?: string; endsOn?: string };

const STATUS_COLOR = { ACTIVE: 'green', EXPIRED: 'default', REVOKED: 'red' } as const;

/**
 * The party's representations register (ADR 0075), in the profile: the intermediaries (by their username) who may
 * submit customs cases for the user's company — or for the person — until an optional last day; each revocable.
 */
export function RepresentationsCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const list = useRepresentations();
  const grant = useGrantRepresentation();
  const revoke = useRevokeRepresentation();

  const statusLabel = (status: Representation['status']) =>
    status === 'ACTIVE'
      ? t('portal_representation.status_active', 'Valid')
      : status === 'EXPIRED'
        ? t('portal_representation.status_expired', 'Ended')
        : t('portal_representation.status_revoked', 'Revoked');

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const endsOn = values.endsOn?.trim() ? (dateInputToTransport(values.endsOn, false) ?? values.endsOn) : null;
    grant.mutate(
      { username: values.username?.trim() ?? '', endsOn },
      {
        onSuccess: () => {
          form.resetFields();
          notify.success({
            title: t('generic.success', 'Success'),
            description: t('portal_representation.granted', 'The intermediary may now submit cases for you.'),
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            const key = error.key ?? REPRESENTATION_ERROR.alreadyGranted;
            form.setFields([{ name: 'username', errors: [t(key, key)] }]);
            return;
          }
          showServerErrors(form, error, t);
        },
      },
    );
  };

  const columns: ColumnsType<Representation> = [
    {
      key: 'intermediary',
      title: t('portal_representation.intermediary', 'Intermediary'),
      render: (_v, r) => (
        <Flex vertical>
          <span>{r.intermediary.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.intermediary.username}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'endsOn',
      title: t('portal_representation.ends_on', 'Valid until'),
      render: (_v, r) => (
        <Flex vertical gap={4} align="flex-start">
          <span>{r.endsOn ? formatDay(r.endsOn) : t('portal_representation.until_revoked', 'Until revoked')}</span>
          <Tag color={STATUS_COLOR[r.status]} data-testid={`representation-status-${r.id}`}>
            {statusLabel(r.status)}
            {r.revokedAt ? ` ${formatDate(r.revokedAt)}` : ''}
          </Tag>
        </Flex>
      ),
    },
    {
      key: 'grantedAt',
      title: t('portal_representation.granted_at', 'Granted on'),
      // On a phone the row keeps the intermediary, the validity and the action.
      responsive: ['md'],
      render: (_v, r) => formatDate(r.grantedAt),
    },
    {
      key: '_actions',
      title: t('admin.actions', 'Actions'),
      align: 'right',
      render: (_v, r) =>
        r.status === 'REVOKED' ? null : (
          <Popconfirm
            title={t('portal_representation.revoke_confirm', {
              defaultValue: 'Revoke the representation of {{name}}? They can no longer submit cases for you with it.',
              name: r.intermediary.name,
            })}
            okText={t('portal_representation.revoke', 'Revoke')}
            cancelText={t('admin.cancel', 'Cancel')}
            okButtonProps={{ danger: true, loading: revoke.isPending }}
            onConfirm={() =>
              revoke
                .mutateAsync(r.id)
                .then(() =>
                  notify.success({
                    title: t('generic.success', 'Success'),
                    description: t('portal_representation.revoked', 'The representation is revoked.'),
                  }),
                )
                .catch(() => undefined)
            }
          >
            <Button danger size="small" data-testid={`representation-revoke-${r.id}`}>
              {t('portal_representation.revoke', 'Revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card title={t('portal_representation.title', 'Representations')} data-testid="representations-card">
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(
            'portal_representation.intro',
            'Intermediaries (customs agents) you name here may submit customs cases for you, until the day you choose or until you revoke it. Without it, an intermediary must attach a power of attorney document to each case.',
          )}
        </Typography.Paragraph>
        <AppForm
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={() => void submit()}
          data-testid="representation-form"
        >
          <Flex wrap gap={16} align="flex-start">
            <Form.Item
              name="username"
              label={t('portal_representation.username', "Intermediary's username")}
              rules={[{ required: true, whitespace: true, message: t('generic.required', 'This field is required.') }]}
              style={{ flex: '1 1 220px', marginBottom: 0 }}
            >
              <Input autoComplete="off" maxLength={64} data-testid="representation-username" />
            </Form.Item>
            <Form.Item
              name="endsOn"
              label={t('portal_representation.ends_on', 'Valid until')}
              extra={t('portal_representation.ends_on_help', 'DD.MM.YYYY; empty: until you revoke it')}
              rules={[dayRule(t)]}
              style={{ flex: '1 1 220px', marginBottom: 0 }}
            >
              <DateInput data-testid="representation-ends-on" />
            </Form.Item>
          </Flex>
          <Button
            type="primary"
            htmlType="submit"
            loading={grant.isPending}
            style={{ marginTop: 16 }}
            data-testid="representation-grant"
          >
            {t('portal_representation.grant', 'Grant representation')}
          </Button>
        </AppForm>
        {list.isError ? (
          <FailedResult onRetry={() => void list.refetch()} />
        ) : (
          <ScrollTable<Representation>
            rowKey="id"
            size="small"
            loading={list.isPending}
            columns={columns}
            dataSource={list.data ?? []}
            pagination={false}
            scroll={{ x: true }}
            data-testid="representations-table"
            locale={{
              emptyText: (
                <Empty
                  description={t(
                    'portal_representation.empty',
                    'You have not named any intermediary. Grant one above to let them submit cases for you.',
                  )}
                />
              ),
            }}
          />
        )}
      </Flex>
    </Card>
  );
}
