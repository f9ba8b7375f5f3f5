import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { tabIndexFromParam, tabParam } from '@/shared/lib/tab-param';
import { QueryState } from '@/shared/ui/query-state';
import { useAuction } from '../api/get-auction';
import { AuctionActionsMenu } from './auction-actions-menu';
import { AuctionDescriptionForm } from './auction-description-form';
import { AuctionAnnouncements } from './auction-announcements';
import { AuctionInfoForm } from './auction-info-form';
import { AuctionLotsTab } from './auction-lots-tab';
import { AuctionStatusTag } from './status-tags';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const TAB_COUNT = 3;

function EditTabs({ auction, onCreated }: { auction: AuctionRecord | null; onCreated: (a: AuctionRecord) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // Description and lots need a saved auction (spec §2).
  const active = auction ? tabParam(tabIndexFromParam(search.get('tab'), TAB_COUNT)) : '1';
  return (
    <AppTabs
      activeKey={active}
      onChange={(key) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            if (key === '1') next.delete('tab');
            else next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      destroyOnHidden
      items={[
        {
          key: '1',
          label: <span data-testid="auction-tab-info">{t('auction.tab_info', 'Info')}</span>,
          children: (
            <>
              <AuctionInfoForm key={auction?.version ?? 'new'} auction={auction} onCreated={onCreated} />
              {auction && <AuctionAnnouncements auction={auction} />}
            </>
          ),
        },
        {
          key: '2',
          label: <span data-testid="auction-tab-description">{t('auction.tab_description', 'Description')}</span>,
          disabled: !auction,
          children: auction && <AuctionDescriptionForm key={auction.version} auction={auction} />,
        },
        {
          key: '3',
          label: <span data-testid="auction-tab-lots">{t('auction.tab_lots', 'Lots')}</span>,
          disabled: !auction,
          children: auction && <AuctionLotsTab auction={auction} />,
        },
      ]}
    />
  );
}

/** One auction in three tabs (info, description, lots), with its operations in the header. */
export function AuctionEditScreen({
  id,
  onOpen,
  onBack,
}: {
  id: number | 'new';
  onOpen: (id: number) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const query = useAuction(id === 'new' ? null : id);
  const auction = id === 'new' ? null : (query.data ?? null);

  let body: React.ReactNode;
  if (id !== 'new' && !query.data) {
    body = <QueryState query={query} />;
  } else {
    body = <EditTabs auction={auction} onCreated={(saved) => onOpen(saved.id)} />;
  }

  return (
    <Flex vertical gap={16} data-testid="auction-edit-screen">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="auction-back">
            {t('admin.back', 'Back')}
          </Button>
          <ScreenTitle>
            {auction ? `${t('auction.auction', 'Auction')} ${auction.auctionNumber}` : t('auction.new', 'New auction')}
          </ScreenTitle>
          {auction && <AuctionStatusTag status={auction.status} />}
        </Space>
        {auction && <AuctionActionsMenu auction={auction} onOpen={onOpen} />}
      </Flex>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        {body}
      </Card>
    </Flex>
  );
}
