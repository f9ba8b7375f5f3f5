import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_TEMPLATE_GROUP } from '@portal/contracts/document-templates';
import { HELP_TABS, type HelpTab } from '@portal/contracts/information';
import { currentLanguage } from '@/shared/i18n/language';
import { tabIndexFromParam, tabParam } from '@/shared/lib/tab-param';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { SanitizedHtml } from '@/shared/rich-text/rich-text-view';
import { TemplateFiles } from '@/shared/document-templates/template-files';
import { useHelpContent } from '../api/get-information';

const TAB_LABELS: Record<HelpTab, [string, string]> = {
  register: ['help.tab_register', 'Registration'],
  forgotten_password: ['help.tab_forgotten_password', 'Forgotten password'],
  forgotten_username: ['help.tab_forgotten_username', 'Forgotten username'],
  auction: ['help.tab_auction', 'Auctions'],
  auction_registration: ['help.tab_auction_registration', 'Taking part in an auction'],
  bidding: ['help.tab_bidding', 'Bidding'],
};

/** `/user_info/help?tab=n`: the six help tabs (numbered from 1) and the help templates. */
export function HelpPage() {
  const { t } = useTranslation();
  const title = t('page.user_info_help', 'Help');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const active = tabParam(tabIndexFromParam(search.get('tab'), HELP_TABS.length));
  const help = useHelpContent(currentLanguage);
  const html = new Map(help.data?.tabs.map((tab) => [tab.tab, tab.html]));

  const body = (tab: HelpTab) => {
    if (help.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
    if (help.isError) {
      return (
        <Result
          status="warning"
          title={t('information.load_failed', 'This page could not be loaded.')}
          extra={<Button onClick={() => void help.refetch()}>{t('generic.retry', 'Try again')}</Button>}
        />
      );
    }
    const text = html.get(tab);
    return text ? (
      <SanitizedHtml html={text} className="information-text" data-testid={`help-content-${tab}`} />
    ) : (
      <Typography.Text type="secondary">{t('information.empty', 'This page has no text yet.')}</Typography.Text>
    );
  };

  return (
    <Card data-testid="help-page">
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
        {title}
      </Typography.Title>
      <AppTabs
        activeKey={active}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        items={HELP_TABS.map((tab, i) => ({ key: tabParam(i), label: t(...TAB_LABELS[tab]), children: body(tab) }))}
      />
      <Typography.Title level={3}>{t('document_template.help_templates', 'Help templates')}</Typography.Title>
      <TemplateFiles group={HELP_TEMPLATE_GROUP} />
    </Card>
  );
}
