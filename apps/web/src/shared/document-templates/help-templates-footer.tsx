import { useTranslation } from 'react-i18next';
import { HELP_TEMPLATE_GROUP } from '@portal/contracts/document-templates';
import { TemplateFiles } from './template-files';

/** The footer's help-templates table (spec §2): the HELP group's files, loaded lazily by the layout. */
export default function HelpTemplatesFooter() {
  const { t } = useTranslation();
  return (
    <section className="app-footer-templates" aria-label={t('document_template.help_templates', 'Help templates')}>
      <TemplateFiles
        group={HELP_TEMPLATE_GROUP}
        compact
        caption={t('document_template.help_templates', 'Help templates')}
      />
    </section>
  );
}
