import { HomeOutlined, LoginOutlined } from '@ant-design/icons';
import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/hooks/use-session';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LinkButton } from '@/shared/ui/link-button';
import { PageResultTitle } from '@/shared/ui/page-result-title';
import { paths } from '../../paths';

export default function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('page.access_denied', 'Access denied'));
  return (
    <Result
      status="403"
      title={<PageResultTitle>{t('page.access_denied', 'Access denied')}</PageResultTitle>}
      subTitle={
        user
          ? t(
              'access_denied.text',
              'Your account does not have access to this page. If you think it should, contact the administrator.',
            )
          : t('access_denied.text_anonymous', 'This page is for signed-in users with the right permissions.')
      }
      extra={
        <Flex gap={8} justify="center" wrap>
          <LinkButton type="primary" to={paths.home} icon={<HomeOutlined aria-hidden />} data-testid="back-home">
            {t('generic.back_home', 'Back to the home page')}
          </LinkButton>
          {!user && (
            <LinkButton to={paths.login} icon={<LoginOutlined aria-hidden />}>
              {t('header.sign_in', 'Sign in')}
            </LinkButton>
          )}
        </Flex>
      }
      data-testid="access-denied-page"
    />
  );
}
