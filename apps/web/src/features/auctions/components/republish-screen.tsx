import { useState } from 'react';
import { ArrowLeftOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Form, Result, Row, Space, Typography } from 'antd';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import { auctionRepublishSchema, type AuctionCopyResult } from '@portal/contracts/auction-copies';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { showServerErrors } from '@/shared/form/server-errors';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { QueryState } from '@/shared/ui/query-state';
import { LinkButton } from '@/shared/ui/link-button';
import { notify } from '@/shared/ui/notifications';
import { useRepublishAuction } from '../api/auction-commands';
import { useAuction, useAuctionLots } from '../api/get-auction';
import { AUCTION_LABELS } from '../config';
import { chosenLotIds } from '../lib/republish';
import { copyDates, CopyDateFields, showDateIssues } from './copy-date-fields';
import { RepublishLotsTable } from './republish-lots-table';
import { AuctionStatusTag } from './status-tags';
import { AppForm } from '@/shared/form/app-form';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/** Why the auction cannot be republished (its status, or a 409 of the command), with the ways back. */
function RepublishRefused({
  auction,
  reason,
  onRetry,
}: {
  auction: AuctionRecord;
  reason: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t(reason, reason)}
      subTitle={
        <Space>
          {auction.auctionNumber}
          <AuctionStatusTag status={auction.status} />
        </Space>
      }
      data-testid="republish-refused"
      extra={[
        <LinkButton key="auction" type="primary" to={`${paths.adminAuctions}/${auction.id}`}>
          {t('republish.open_auction', 'Open the auction')}
        </LinkButton>,
        <LinkButton key="list" to={paths.adminAuctions}>
          {t('republish.to_list', 'Back to the auctions')}
        </LinkButton>,
        onRetry && (
          <Button key="retry" onClick={onRetry}>
            {t('generic.retry', 'Try again')}
          </Button>
        ),
      ]}
    />
  );
}

/** The auction being republished: number, status, dates, lots and notes. */
function AuctionSummary({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      data-testid="republish-auction"
      items={[
        { key: 'number', label: t(...AUCTION_LABELS.auctionNumber), children: auction.auctionNumber },
        { key: 'status', label: t(...AUCTION_LABELS.status), children: <AuctionStatusTag status={auction.status} /> },
        { key: 'start', label: t(...AUCTION_LABELS.startDate), children: formatDateTimeWithZone(auction.startDate) },
        { key: 'end', label: t(...AUCTION_LABELS.endDate), children: formatDateTimeWithZone(auction.endDate) },
        ...(auction.notes
          ? [{ key: 'notes', label: t(...AUCTION_LABELS.notes), children: auction.notes, span: 'filled' as const }]
          : []),
      ]}
    />
  );
}

/** The form: the lots to offer again (unsold ones, all chosen by default) and the new auction's dates. */
function RepublishForm({ auction, onRefused }: { auction: AuctionRecord; onRefused: (key: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const lots = useAuctionLots(auction.id);
  const chosenIds = chosenLotIds(chosen, lots.data ?? []);
  const republish = useRepublishAuction({
    onSuccess: (made: AuctionCopyResult) => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('auction.republished', 'The auction was republished.'),
      });
      void navigate(`${paths.adminAuctions}/${made.id}`);
    },
  });

  const submit = (values: Record<string, unknown>) => {
    const parsed = auctionRepublishSchema.safeParse({ auctionId: auction.id, lots: chosenIds, ...copyDates(values) });
    if (!parsed.success) return showDateIssues(form, parsed.error.issues, t);
    republish.mutate(parsed.data, {
      onError: (error) => {
        if (isApiError(error) && error.status === 409) onRefused(error.key ?? 'auction.republish_not_allowed');
        else showServerErrors(form, error, t);
      },
    });
  };

  const noneChosen = !lots.isPending && chosenIds.length === 0;
  return (
    <AppForm form={form} layout="vertical" requiredMark onFinish={submit} data-testid="republish-form">
      <Typography.Paragraph type="secondary">
        {t(
          'republish.lead',
          'The chosen unsold lots are offered again in a new created auction with these dates, with their products. The old lots are closed with a note naming the new ones.',
        )}
      </Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 18 }} id="republish-lots-title">
        {t('republish.lots', 'Lots to offer again')}
      </Typography.Title>
      <RepublishLotsTable
        lots={lots.data ?? []}
        loading={lots.isPending}
        failed={lots.isError}
        chosen={chosenIds}
        onChange={setChosen}
      />
      <Typography.Paragraph
        type={noneChosen ? 'danger' : 'secondary'}
        style={{ marginTop: 8 }}
        aria-live="polite"
        data-testid="republish-chosen"
      >
        {noneChosen
          ? t('republish.none_chosen', 'Choose at least one unsold lot.')
          : t('republish.chosen', '{{count}} of {{total}} lots chosen', {
              count: chosenIds.length,
              total: lots.data?.length ?? 0,
            })}
      </Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('republish.new_dates', 'New dates')}
      </Typography.Title>
      <Row gutter={16}>
        {/* Each date field is its own column on wide screens. */}
        <Col xs={24} md={12} xl={8}>
          <CopyDateFields only="startDate" />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <CopyDateFields only="endDate" />
        </Col>
      </Row>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<RedoOutlined />}
          loading={republish.isPending}
          disabled={lots.isPending || chosenIds.length === 0}
          data-testid="republish-submit"
        >
          {t('auction.republish', 'Republish')}
        </Button>
        <LinkButton to={`${paths.adminAuctions}/${auction.id}`}>{t('admin.cancel', 'Cancel')}</LinkButton>
      </Flex>
    </AppForm>
  );
}

/**
 * `/admin/auctions/republish/{auctionId}`: a new CREATED auction from chosen unsold lots of a FINISHED
 * or CANCELLED one. Another status (or a 409 of the command) shows why, with a way back.
 */
export function RepublishScreen({ auctionId }: { auctionId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useAuction(auctionId);
  const [refused, setRefused] = useState<string | null>(null);
  const auction = query.data;
  useDocumentTitle(
    [t('page.admin_auctions_republish', 'Republish auction'), auction?.auctionNumber].filter(Boolean).join(' · '),
  );
  // Back where the operator came from (the list or the auction), or to the list on a fresh visit.
  const back = () => (location.key === 'default' ? navigate(paths.adminAuctions) : navigate(-1));

  let body: React.ReactNode;
  if (auctionId === null) {
    body = (
      <Result
        status="info"
        title={t('republish.no_auction', 'Choose the auction to republish in the auctions list (Actions → Republish).')}
        extra={<LinkButton to={paths.adminAuctions}>{t('republish.to_list', 'Back to the auctions')}</LinkButton>}
      />
    );
  } else if (!auction) {
    body = <QueryState query={query} />;
  } else if (refused || !auction.actions.includes('republish')) {
    const retry = refused
      ? () => {
          setRefused(null);
          void query.refetch();
        }
      : undefined;
    body = <RepublishRefused auction={auction} reason={refused ?? 'auction.republish_not_allowed'} onRetry={retry} />;
  } else {
    body = (
      <Flex vertical gap={16}>
        <AuctionSummary auction={auction} />
        <RepublishForm auction={auction} onRefused={setRefused} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="republish-screen">
      <Space align="center" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="republish-back">
          {t('admin.back', 'Back')}
        </Button>
        <ScreenTitle>
          {auction
            ? `${t('auction.republish', 'Republish')} · ${auction.auctionNumber}`
            : t('page.admin_auctions_republish', 'Republish auction')}
        </ScreenTitle>
      </Space>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        {body}
      </Card>
    </Flex>
  );
}
