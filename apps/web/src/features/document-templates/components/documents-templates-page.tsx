import { Card, Flex, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_TEMPLATE_GROUPS } from '@portal/contracts/document-templates';
import { tabIndexFromParam, tabParam } from '@/shared/lib/tab-param';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { TemplateFiles } from '@/shared/document-templates/template-files';
import type { TemplateVocabularyType } from '@portal/contracts/vocabularies';
import { TypeTemplates } from './type-templates';

const GROUP_LABELS: Record<(typeof PORTAL_TEMPLATE_GROUPS)[number], [string, string]> = {
  AUTHORIZATION_TYPE: ['document_template.group_authorization_type', 'Authorization types'],
  GOODS_TYPE: ['document_template.group_goods_type', 'Goods types'],
  IPR: ['document_template.group_ipr', 'Intellectual property rights'],
};

/** The vocabulary whose records' template files a group's tab lists before the group's own templates. */
const TYPE_OF_GROUP: Partial<Record<(typeof PORTAL_TEMPLATE_GROUPS)[number], TemplateVocabularyType>> = {
  AUTHORIZATION_TYPE: 'portal_authorization_types',
  GOODS_TYPE: 'portal_goods_types',
};

/** A group's tab: the templates of the types of its vocabulary (if it has one), then the group's own templates. */
function GroupTab({ group }: { group: (typeof PORTAL_TEMPLATE_GROUPS)[number] }) {
  const { t } = useTranslation();
  const type = TYPE_OF_GROUP[group];
  if (!type) return <TemplateFiles group={group} />;
  return (
    <Flex vertical gap={24}>
      <TypeTemplates type={type} />
      <TemplateFiles group={group} caption={t('document_template.other_templates', 'Other templates')} />
    </Flex>
  );
}

/** `/web_portal/documents_templates_page`: the authorization type, goods type and IPR templates, for everyone. */
export function DocumentsTemplatesPage() {
  const { t } = useTranslation();
  const title = t('page.web_portal_documents_templates_page', 'Document templates');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const active = tabIndexFromParam(search.get('tab'), PORTAL_TEMPLATE_GROUPS.length);

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 30 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(
          'document_template.page_intro',
          'Download the forms you need for your application, fill them in and attach them to your case.',
        )}
      </Typography.Paragraph>
      <AppTabs
        activeKey={tabParam(active)}
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        items={PORTAL_TEMPLATE_GROUPS.map((group, i) => ({
          key: tabParam(i),
          label: t(...GROUP_LABELS[group]),
          children: <GroupTab group={group} />,
        }))}
      />
    </Card>
  );
}
