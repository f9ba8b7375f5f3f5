import { CloseCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPATION_STATUSES, type ParticipationRequest } from '@portal/contracts/participation-requests';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { ListColumn, ListFilter, RowAction } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PARTICIPATION_RESOURCE } from '../api/keys';
import { LABELS } from './labels';
import { ParticipationStatusTag } from './participation-status-tag';
import { RejectDialog } from './reject-dialog';
import { RequestDrawer } from './request-drawer';

type Row = ParticipationRequest & { [key: string]: unknown };

/**
 * `/admin/auctions/auction_participation_requests/{id?}`: every request with filters in the URL; the id
 * opens the request with the user's guarantees and licences, its log, and approve / reject.
 */
export function RequestsAdminScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auctions_auction_participation_requests', 'Participation requests');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminParticipationRequests);
  const [rejecting, setRejecting] = useState<ParticipationRequest | null>(null);

  const columns: ListColumn<Row>[] = [
    { field: 'id', title: LABELS.id, sortable: true, width: 70 },
    { field: 'auction', title: LABELS.auction, sortable: true, render: (r) => r.auction.auctionNumber },
    { field: 'lot', title: LABELS.lot, sortable: true, render: (r) => r.lot.code },
    { field: 'username', title: LABELS.username, sortable: true, render: (r) => r.user.username },
    {
      field: 'status',
      title: LABELS.status,
      sortable: true,
      width: 120,
      render: (r) => <ParticipationStatusTag status={r.status} />,
    },
    { field: 'createdAt', title: LABELS.createdAt, sortable: true, kind: 'dateTime', width: 160 },
  ];

  const filters: ListFilter[] = [
    {
      name: 'status',
      label: LABELS.status,
      kind: 'select',
      source: { options: PARTICIPATION_STATUSES.map((s) => ({ value: s, label: t(s, s) })) },
    },
    { name: 'auction', label: LABELS.auctionId, kind: 'text' },
    { name: 'lot', label: LABELS.lotId, kind: 'text' },
    { name: 'username', label: LABELS.username, kind: 'text' },
  ];

  const rowActions: RowAction<Row>[] = [
    { key: 'open', label: LABELS.open, icon: <EyeOutlined />, onClick: (r) => open(r.id) },
    {
      key: 'reject',
      label: LABELS.reject,
      icon: <CloseCircleOutlined />,
      hidden: (r) => !r.actions.includes('reject'),
      onClick: (r) => setRejecting(r),
    },
  ];

  return (
    <>
      <ListScreen<Row>
        resource={PARTICIPATION_RESOURCE}
        title={title}
        description={t(
          'participation.admin_text',
          'Requests of traders and persons to take part in lots. Open a request to see the user’s guarantees and licences before approving or rejecting it; the user is told by e-mail.',
        )}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
      />
      {typeof editing === 'number' && (
        <RequestDrawer key={editing} id={editing} staff onClose={close} onReject={setRejecting} />
      )}
      {rejecting && <RejectDialog key={rejecting.id} request={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
