import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/**
 * `/eauction_home` (and its aliases): the auction system's home, with the sections the app layer
 * gives it (the lots of upcoming and running auctions with the filters 1–4, the news).
 */
export function AuctionHomePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const title = t('page.eauction_home', 'Auction home');
  useDocumentTitle(title);
  return (
    <div data-testid="auction-home">
      <Card>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t(
            'home.auction_lead',
            'Public auctions of goods sold by the customs administration: announcements, news and the lots on offer.',
          )}
        </Typography.Paragraph>
      </Card>
      {children}
    </div>
  );
}
