import { Flex, Select, Table, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AuctionFigures, LotFigures } from '@portal/contracts/auction-outcome';
import { formatMoney } from '@portal/contracts/money-format';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDate } from '@/shared/lib/business-time';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CHART_COLORS, ChartFigure } from '@/shared/ui/chart-figure';
import { QueryState } from '@/shared/ui/query-state';
import { useAuctionDashboard, useAuctionDashboardDetail } from '../api/dashboard';
import { LOT_LABELS } from '../config';
import { LotStatusTag } from './status-tags';
import { ScreenTitle } from '@/shared/ui/screen-heading';

type T = ReturnType<typeof useTranslation>['t'];
const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currentLanguage));

const L = {
  title: ['dashboard.operator_title', 'Auction dashboard'],
  auction: ['lot.auction', 'Auction'],
  end: ['dashboard.auction_end', 'End'],
  lots: ['dashboard.lots', 'Lots'],
  sold: ['dashboard.sold', 'Sold'],
  unsold: ['dashboard.unsold', 'Unsold'],
  revenue: ['dashboard.revenue', 'Revenue'],
  soldStarting: ['dashboard.sold_starting_prices', 'Starting prices of the sold lots'],
  startingPrice: ['lot.starting_price', 'Starting price'],
  winning: ['dashboard.winning_amount', 'Winning amount'],
  bids: ['dashboard.bids', 'Bids'],
  bidders: ['dashboard.bidders', 'Bidders'],
  extensions: ['dashboard.extensions', 'Extensions (anti-sniping)'],
  extendedMinutes: ['dashboard.extended_minutes', 'Minutes extended'],
  choose: ['dashboard.choose_auction', 'Show the lots of an auction'],
} as const satisfies Record<string, [string, string]>;

function Overview({ auctions, t }: { auctions: AuctionFigures[]; t: T }) {
  const rows = auctions.map((a) => ({ ...a, label: a.auctionNumber }));
  const columns: ColumnsType<AuctionFigures> = [
    {
      key: 'auction',
      title: t(...L.auction),
      render: (_, a) => <Link to={paths.auctionDashboard(a.auctionId)}>{a.auctionNumber}</Link>,
    },
    { key: 'end', title: t(...L.end), render: (_, a) => formatDate(a.endDate) },
    { key: 'lots', title: t(...L.lots), align: 'right', dataIndex: 'lots' },
    { key: 'sold', title: t(...L.sold), align: 'right', dataIndex: 'sold' },
    { key: 'unsold', title: t(...L.unsold), align: 'right', dataIndex: 'unsold' },
    { key: 'revenue', title: t(...L.revenue), align: 'right', render: (_, a) => money(a.revenue) },
    { key: 'starting', title: t(...L.soldStarting), align: 'right', render: (_, a) => money(a.soldStartingPrices) },
    { key: 'bids', title: t(...L.bids), align: 'right', dataIndex: 'bids' },
    { key: 'bidders', title: t(...L.bidders), align: 'right', dataIndex: 'bidders' },
    { key: 'extensions', title: t(...L.extensions), align: 'right', dataIndex: 'extensions' },
  ];
  const table = (
    <ScrollTable
      size="small"
      rowKey="auctionId"
      pagination={false}
      columns={columns}
      dataSource={[...auctions].reverse()}
      scroll={{ x: 900 }}
      data-testid="auction-dashboard-table"
    />
  );
  return (
    <>
      <ChartFigure
        testId="auction-dashboard-lots"
        caption={t('dashboard.lots_over_time', 'Lots sold and unsold, latest auctions')}
        empty={auctions.length === 0}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="sold" name={t(...L.sold)} stackId="l" fill={CHART_COLORS[2]} />
              <Bar dataKey="unsold" name={t(...L.unsold)} stackId="l" fill={CHART_COLORS[1]} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={table}
      />
      <ChartFigure
        testId="auction-dashboard-revenue"
        caption={t('dashboard.revenue_over_time', 'Revenue against starting prices, latest auctions')}
        empty={auctions.length === 0}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis width={80} tickFormatter={(v: number) => money(v)} />
              <Tooltip formatter={(v) => money(Number(v))} />
              <Legend />
              <Bar dataKey="soldStartingPrices" name={t(...L.soldStarting)} fill={CHART_COLORS[5]} />
              <Bar dataKey="revenue" name={t(...L.revenue)} fill={CHART_COLORS[0]} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <Table
            size="small"
            rowKey="auctionId"
            pagination={false}
            dataSource={[...auctions].reverse()}
            columns={[
              { key: 'auction', title: t(...L.auction), dataIndex: 'auctionNumber' },
              {
                key: 'starting',
                title: t(...L.soldStarting),
                align: 'right',
                render: (_, a) => money(a.soldStartingPrices),
              },
              { key: 'revenue', title: t(...L.revenue), align: 'right', render: (_, a) => money(a.revenue) },
            ]}
          />
        }
      />
    </>
  );
}

function AuctionLots({ auctionId, t }: { auctionId: number; t: T }) {
  const query = useAuctionDashboardDetail(auctionId);
  if (!query.data) return <QueryState query={query} />;
  const { auction, lots } = query.data;
  const rows = lots.map((l) => ({ ...l, label: l.code, winning: l.winningAmount ?? 0 }));
  const columns: ColumnsType<LotFigures> = [
    {
      key: 'code',
      title: t(...LOT_LABELS.code),
      render: (_, l) => <Link to={paths.staffLotBids(auction.auctionId, l.lotId)}>{l.code}</Link>,
    },
    { key: 'status', title: t(...LOT_LABELS.status), render: (_, l) => <LotStatusTag status={l.status} /> },
    { key: 'starting', title: t(...L.startingPrice), align: 'right', render: (_, l) => money(l.startingPrice) },
    { key: 'winning', title: t(...L.winning), align: 'right', render: (_, l) => money(l.winningAmount) },
    { key: 'bids', title: t(...L.bids), align: 'right', dataIndex: 'bids' },
    { key: 'bidders', title: t(...L.bidders), align: 'right', dataIndex: 'bidders' },
    { key: 'extensions', title: t(...L.extensions), align: 'right', dataIndex: 'extensions' },
    { key: 'minutes', title: t(...L.extendedMinutes), align: 'right', dataIndex: 'extendedMinutes' },
  ];
  const caption = (text: string) => `${auction.auctionNumber}: ${text}`;
  return (
    <Flex vertical gap={16} data-testid="auction-dashboard-detail">
      <Typography.Paragraph style={{ margin: 0 }} data-testid="auction-dashboard-totals">
        {t(
          'dashboard.auction_totals',
          '{{lots}} lots: {{sold}} sold, {{unsold}} unsold; revenue {{revenue}} against starting prices of {{starting}}; {{bids}} bids by {{bidders}} bidders; {{extensions}} extensions.',
          {
            lots: auction.lots,
            sold: auction.sold,
            unsold: auction.unsold,
            revenue: money(auction.revenue),
            starting: money(auction.soldStartingPrices),
            bids: auction.bids,
            bidders: auction.bidders,
            extensions: auction.extensions,
          },
        )}
      </Typography.Paragraph>
      <Link to={paths.adminAuctionReport(auction.auctionId)} style={{ alignSelf: 'flex-start' }}>
        {t('dashboard.auction_report', 'Auction report')}
      </Link>
      <ChartFigure
        testId="auction-dashboard-lot-prices"
        caption={caption(t('dashboard.lot_prices', 'Winning amounts against starting prices per lot'))}
        empty={lots.length === 0}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis width={80} tickFormatter={(v: number) => money(v)} />
              <Tooltip formatter={(v) => money(Number(v))} />
              <Legend />
              <Bar dataKey="startingPrice" name={t(...L.startingPrice)} fill={CHART_COLORS[5]} />
              <Bar dataKey="winning" name={t(...L.winning)} fill={CHART_COLORS[0]} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <ScrollTable
            size="small"
            rowKey="lotId"
            pagination={false}
            columns={columns}
            dataSource={lots}
            scroll={{ x: 760 }}
            data-testid="auction-dashboard-lots-table"
          />
        }
      />
      <ChartFigure
        testId="auction-dashboard-lot-bids"
        caption={caption(t('dashboard.lot_bids', 'Bids, bidders and extensions per lot'))}
        empty={lots.length === 0}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="bids" name={t(...L.bids)} fill={CHART_COLORS[0]} />
              <Bar dataKey="bidders" name={t(...L.bidders)} fill={CHART_COLORS[2]} />
              <Bar dataKey="extensions" name={t(...L.extensions)} fill={CHART_COLORS[1]} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <Table
            size="small"
            rowKey="lotId"
            pagination={false}
            dataSource={lots}
            columns={[
              { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'code' },
              { key: 'bids', title: t(...L.bids), align: 'right', dataIndex: 'bids' },
              { key: 'bidders', title: t(...L.bidders), align: 'right', dataIndex: 'bidders' },
              { key: 'extensions', title: t(...L.extensions), align: 'right', dataIndex: 'extensions' },
            ]}
          />
        }
      />
    </Flex>
  );
}

/**
 * `/admin/auctions/dashboard/:auctionId?`: the operator dashboard (ADR 0086): the latest auctions' lots sold and
 * revenue, and an auction's figures per lot; each auction links to its lots, each lot to its bids.
 */
export function AuctionDashboardScreen({ auctionId }: { auctionId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useAuctionDashboard();
  // An auction beyond the latest ones (or not bid on) is named by its own figures.
  const detail = useAuctionDashboardDetail(auctionId);
  const pickerId = useId();
  const title = t(...L.title);
  useDocumentTitle(title);
  return (
    <Flex vertical gap={16} data-testid="auction-dashboard">
      <ScreenTitle>{title}</ScreenTitle>
      {query.data ? (
        <>
          <Flex vertical gap={4} style={{ maxWidth: 360 }}>
            <label htmlFor={pickerId}>{t(...L.choose)}</label>
            <Select
              id={pickerId}
              value={auctionId ?? undefined}
              allowClear
              placeholder={t(...L.auction)}
              options={[
                ...query.data.auctions,
                ...(detail.data && !query.data.auctions.some((a) => a.auctionId === detail.data.auction.auctionId)
                  ? [detail.data.auction]
                  : []),
              ]
                .reverse()
                .map((a) => ({ value: a.auctionId, label: `${a.auctionNumber} (${formatDate(a.endDate)})` }))}
              onChange={(value: number | undefined) => void navigate(paths.auctionDashboard(value))}
              data-testid="auction-dashboard-picker"
            />
          </Flex>
          {auctionId !== null ? (
            <AuctionLots auctionId={auctionId} t={t} />
          ) : (
            <Overview auctions={query.data.auctions} t={t} />
          )}
        </>
      ) : (
        <QueryState query={query} />
      )}
    </Flex>
  );
}
