import { HomeOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/link-button';
import { PageResultTitle } from '@/shared/ui/page-result-title';
import { paths } from '../../paths';

export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.404', 'Page not found'));
  return (
    <Result
      status="404"
      title={<PageResultTitle>{t('page.404', 'Page not found')}</PageResultTitle>}
      subTitle={t('not_found.text', 'The page you asked for does not exist or has been moved.')}
      extra={
        <LinkButton type="primary" to={paths.home} icon={<HomeOutlined aria-hidden />} data-testid="back-home">
          {t('generic.back_home', 'Back to the home page')}
        </LinkButton>
      }
      data-testid="not-found-page"
    />
  );
}
