import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import { formatFileSize } from '@portal/contracts/text';
import type { TemplateVocabularyType } from '@portal/contracts/vocabularies';
import { apiPath } from '@portal/contracts/api-paths';
import { API_BASE } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/language';
import { useTypeTemplates } from '../api/get-type-templates';
import { TemplatesLoadState } from '@/shared/document-templates/template-files';
import '@/shared/document-templates/template-files.css';

const TEXTS: Record<
  TemplateVocabularyType,
  { caption: [string, string]; none: [string, string]; column: [string, string] }
> = {
  portal_authorization_types: {
    caption: ['document_template.authorization_type_templates', 'Templates of the authorization types'],
    none: ['document_template.authorization_type_templates_none', 'No authorization type has a template yet.'],
    column: ['document_template.authorization_type', 'Authorization type'],
  },
  portal_goods_types: {
    caption: ['document_template.goods_type_templates', 'Templates of the goods types'],
    none: ['document_template.goods_type_templates_none', 'No goods type has a template yet.'],
    column: ['document_template.goods_type', 'Goods type'],
  },
};

/** The download of a type's template: a plain link (the files of active types are public). */
function downloadPath(type: TemplateVocabularyType, id: number) {
  return type === 'portal_authorization_types'
    ? apiPath('/get_authorization_type_template/{id}', { id })
    : apiPath('/get_goods_type_template/{id}', { id });
}

/**
 * The template files of the active authorization or goods types (`get_authorization_type_template/{id}`,
 * `get_goods_type_template/{id}`), types without one left out; loading, error and empty states.
 */
export function TypeTemplates({ type }: { type: TemplateVocabularyType }) {
  const { t } = useTranslation();
  const query = useTypeTemplates(type);
  const texts = TEXTS[type];
  const caption = t(...texts.caption);

  if (query.isPending || query.isError) return <TemplatesLoadState query={query} />;
  const withFiles = query.data.flatMap((record) => (record.template ? [{ record, file: record.template }] : []));
  if (withFiles.length === 0) {
    return (
      <p className="template-state" data-testid={`type-templates-empty-${type}`}>
        {t(...texts.none)}
      </p>
    );
  }
  return (
    <table className="template-table" data-testid={`type-templates-${type}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(...texts.column)}</th>
          <th scope="col">{t('document_template.description', 'Description')}</th>
          <th scope="col">{t('document_template.file', 'File')}</th>
        </tr>
      </thead>
      <tbody>
        {withFiles.map(({ record, file }) => (
          <tr key={record.id} data-testid={`type-template-row-${record.code}`}>
            <td>{localized(record, 'label', currentLanguage)}</td>
            <td>{record.description ?? '—'}</td>
            <td>
              <a
                href={`${API_BASE}${downloadPath(type, record.id)}`}
                download={file.fileName}
                aria-label={`${t('document_template.download', 'Download')}: ${localized(record, 'label', currentLanguage)}`}
                data-testid={`type-template-download-${record.code}`}
              >
                <DownloadOutlined aria-hidden /> {t('document_template.download', 'Download')}
                <span className="template-size"> ({formatFileSize(file.size)})</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
