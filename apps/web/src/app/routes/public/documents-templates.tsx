import { DocumentsTemplatesPage } from '@/features/document-templates/components/documents-templates-page';

/** `/web_portal/documents_templates_page`: public templates of the portal's groups. */
export default function Component() {
  return <DocumentsTemplatesPage />;
}
