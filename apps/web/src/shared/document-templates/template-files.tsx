import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PublicDocumentTemplate } from '@portal/contracts/document-templates';
import { localized } from '@portal/contracts/multilingual';
import { formatFileSize } from '@portal/contracts/text';
import { apiPath } from '@portal/contracts/api-paths';
import { API_BASE } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/language';
import { SanitizedHtml } from '@/shared/rich-text/rich-text-view';
import { useTemplatesByGroup } from './get-templates-by-group';
import './template-files.css';

/** A plain link: files of active templates are public, so no token is needed. */
export function TemplateDownload({ template }: { template: PublicDocumentTemplate }) {
  const { t } = useTranslation();
  if (template.attachmentId === null) {
    return <span className="template-no-file">{t('document_template.no_file', 'No file yet')}</span>;
  }
  return (
    <a
      href={`${API_BASE}${apiPath('/attachments/{id}', { id: template.attachmentId })}`}
      download={template.fileName ?? true}
      data-testid={`template-download-${template.code}`}
    >
      <DownloadOutlined aria-hidden /> {t('document_template.download', 'Download')}
      {template.size !== null && <span className="template-size"> ({formatFileSize(template.size)})</span>}
    </a>
  );
}

type TemplateFilesProps = {
  /** The group whose active templates are listed (HELP, IPR, …). */
  group: string;
  /** Names and links only, and nothing at all while loading, failed or empty: for the footer. */
  compact?: boolean;
  caption?: string;
};

/** The loading line of a list of templates, or its failure with a retry. */
export function TemplatesLoadState({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (!query.isError) {
    return (
      <p className="template-state" role="status">
        {t('generic.loading', 'Loading…')}
      </p>
    );
  }
  return (
    <p className="template-state">
      {t('document_template.load_failed', 'The templates could not be loaded.')}{' '}
      <button type="button" className="template-retry" onClick={() => void query.refetch()}>
        {t('generic.retry', 'Try again')}
      </button>
    </p>
  );
}

/** The active templates of a group as a table with their download links; loading, error and empty states. */
export function TemplateFiles({ group, compact = false, caption }: TemplateFilesProps) {
  const { t } = useTranslation();
  const query = useTemplatesByGroup(group);
  const lang = currentLanguage;

  if (compact && (query.isPending || query.isError || query.data.length === 0)) return null;
  if (query.isPending || query.isError) return <TemplatesLoadState query={query} />;
  if (query.data.length === 0) {
    return (
      <p className="template-state" data-testid={`templates-empty-${group}`}>
        {t('document_template.none', 'There are no templates here yet.')}
      </p>
    );
  }
  return (
    <table className={`template-table${compact ? ' is-compact' : ''}`} data-testid={`templates-${group}`}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('document_template.name', 'Name')}</th>
          {!compact && <th scope="col">{t('document_template.description', 'Description')}</th>}
          <th scope="col">{t('document_template.file', 'File')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((template) => {
          const description = localized(template, 'description', lang);
          return (
            <tr key={template.id} data-testid={`template-row-${template.code}`}>
              <td>{localized(template, 'name', lang)}</td>
              {!compact && <td>{description ? <SanitizedHtml html={description} /> : '—'}</td>}
              <td>
                <TemplateDownload template={template} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
