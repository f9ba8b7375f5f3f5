import { Button, Drawer, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionLogEntry } from '@portal/contracts/auctions';
import type { ParticipationAction, ParticipationRequest } from '@portal/contracts/participation-requests';
import { auditColumns, RecordLogTable } from '@/shared/admin-kit/record-log-table';
import { notify } from '@/shared/ui/notifications';
import { FailedResult, QueryState } from '@/shared/ui/query-state';
import { useDecideRequest, useWithdrawRequest } from '../api/decide-request';
import { participationLogQueryOptions, useParticipationRequest, useParticipationUserDetails } from '../api/get-request';
import { LABELS } from './labels';
import { RequestSummary } from './request-summary';
import { RequestUserDetails } from './request-user-details';

/** The staff's sections: the user's guarantees and licences against the lot, and the request's log. */
function StaffSections({ id }: { id: number }) {
  const { t } = useTranslation();
  const details = useParticipationUserDetails(id);
  return (
    <>
      {details.data ? (
        <RequestUserDetails details={details.data} />
      ) : details.isError ? (
        <FailedResult onRetry={() => details.refetch()} />
      ) : (
        <Skeleton active />
      )}
      <section aria-labelledby="participation-log">
        <Typography.Title level={5} id="participation-log">
          {t('participation.log_title', 'Log')}
        </Typography.Title>
        <RecordLogTable
          queryOptions={participationLogQueryOptions(id)}
          columns={auditColumns<AuctionLogEntry>(t, {
            at: t('participation.log_at', 'When'),
            actor: t('participation.log_actor', 'Who'),
            action: t('participation.log_action', 'What'),
          })}
          emptyText={t('participation.log_empty', 'Nothing recorded yet.')}
          testId="participation-log"
        />
      </section>
    </>
  );
}

/** The buttons the record's `actions` allow: approve (confirmed), reject (asks the reason), withdraw (confirmed). */
function DrawerActions({
  request,
  onReject,
  onWithdrawn,
}: {
  request: ParticipationRequest;
  onReject?: (request: ParticipationRequest) => void;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideRequest({
    onSuccess: () => notify.success({ title: t('generic.success', 'Success'), description: t('APPROVED', 'Approved') }),
  });
  const withdraw = useWithdrawRequest({
    onSuccess: () => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('participation.withdrawn', 'The request was withdrawn.'),
      });
      onWithdrawn();
    },
  });
  const can = (action: ParticipationAction) => request.actions.includes(action);
  return (
    <Flex gap={8} wrap>
      {can('approve') && (
        <Popconfirm
          title={t('participation.approve_confirm', 'Approve the request? The user is told by e-mail.')}
          okText={t(...LABELS.approve)}
          cancelText={t('admin.cancel', 'Cancel')}
          okButtonProps={{ loading: decide.isPending, 'data-testid': 'participation-approve-confirm' }}
          onConfirm={() => decide.mutate({ id: request.id, decision: 'approve' })}
        >
          <Button type="primary" loading={decide.isPending} data-testid="participation-approve">
            {t(...LABELS.approve)}
          </Button>
        </Popconfirm>
      )}
      {can('reject') && onReject && (
        <Button danger onClick={() => onReject(request)} data-testid="participation-reject">
          {t(...LABELS.reject)}
        </Button>
      )}
      {can('withdraw') && (
        <Popconfirm
          title={t('participation.withdraw_confirm', 'Withdraw the request?')}
          okText={t(...LABELS.withdraw)}
          cancelText={t('admin.cancel', 'Cancel')}
          okButtonProps={{ danger: true, loading: withdraw.isPending, 'data-testid': 'participation-withdraw-confirm' }}
          onConfirm={() => withdraw.mutate(request.id)}
        >
          <Button danger loading={withdraw.isPending} data-testid="participation-withdraw">
            {t(...LABELS.withdraw)}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}

/** One request in a drawer; staff also see the user's details and the log. */
export function RequestDrawer({
  id,
  staff = false,
  onClose,
  onReject,
}: {
  id: number;
  staff?: boolean;
  onClose: () => void;
  /** Staff: opens the reason dialog. */
  onReject?: (request: ParticipationRequest) => void;
}) {
  const { t } = useTranslation();
  const query = useParticipationRequest(id);
  const request = query.data;

  let body: React.ReactNode;
  if (request) {
    body = (
      <Flex vertical gap={24}>
        <RequestSummary request={request} />
        {staff && <StaffSections id={id} />}
      </Flex>
    );
  } else {
    body = <QueryState query={query} loading={<Skeleton active />} />;
  }

  return (
    <Drawer
      open
      size={staff ? 820 : 640}
      title={request ? `${t(...LABELS.open)} · ${request.id}` : ' '}
      onClose={onClose}
      data-testid="participation-drawer"
      extra={request && <DrawerActions request={request} onReject={onReject} onWithdrawn={onClose} />}
    >
      {/* Focusable, so a keyboard can scroll the drawer's long content (WCAG 2.1.1). */}
      <div tabIndex={0} role="region" aria-label={t(...LABELS.open)} style={{ outlineOffset: 4 }}>
        {body}
      </div>
    </Drawer>
  );
}
