import { TemplatesAdminScreen } from '@/features/document-templates/components/templates-admin-screen';
import { paths } from '../../paths';

/** `/web_portal_administration/document_templates_and_groups/:id?`: template groups and templates for the portal. */
export default function Component() {
  return <TemplatesAdminScreen basePath={paths.portalDocumentTemplates} />;
}
