import { TemplatesAdminScreen } from '@/features/document-templates/components/templates-admin-screen';

/** `/admin/misc/document_templates/:id?`: template groups and templates (the id opens a template). */
export default function Component() {
  return <TemplatesAdminScreen />;
}
