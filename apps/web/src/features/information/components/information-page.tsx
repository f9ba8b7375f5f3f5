import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseInformationPath, type InformationPage as Page } from '@portal/contracts/information';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { SanitizedHtml } from '@/shared/rich-text/rich-text-view';
import { useInformationPage } from '../api/get-information';

const TITLES: Record<Page, [string, string]> = {
  contact: ['page.user_info_contact', 'Contact'],
  terms: ['page.user_info_terms', 'Terms of use'],
  privacy_policy: ['page.user_info_privacy_policy', 'Privacy policy'],
  faq: ['page.user_info_faq', 'Frequently asked questions'],
};

function PageContent({ url, page }: { url: string; page: Page }) {
  const { t } = useTranslation();
  const title = t(...TITLES[page]);
  useDocumentTitle(title);
  const query = useInformationPage(url);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('information.load_failed', 'This page could not be loaded.')}
        extra={<Button onClick={() => void query.refetch()}>{t('generic.retry', 'Try again')}</Button>}
      />
    );
  }
  if (!query.data.html) return <Empty description={t('information.empty', 'This page has no text yet.')} />;
  return <SanitizedHtml html={query.data.html} className="information-text" data-testid="information-content" />;
}

/** `/user_info/{contact|terms|privacy_policy|faq}_{lang}`: the page's text in that language. */
export function InformationPage() {
  const { pathname } = useLocation();
  const parsed = parseInformationPath(pathname);
  if (!parsed) return <Navigate to={paths.home} replace />;
  return (
    <Card className="information-card" data-testid={`information-${parsed.page}-${parsed.lang}`} lang={parsed.lang}>
      <PageContent key={pathname} url={pathname.replace(/\/$/, '')} page={parsed.page} />
    </Card>
  );
}
