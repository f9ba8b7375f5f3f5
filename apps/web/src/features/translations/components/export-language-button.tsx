import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { useExportLanguage } from '../api/export-language';

/** "Export language": every key of the chosen language with the text shown now, as a JSON file. */
export function ExportLanguageButton() {
  const { t } = useTranslation();
  const exporting = useExportLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: t(`language.${lang}`, lang),
          'data-testid': `export-language-${lang}`,
        })),
        onClick: ({ key }) => exporting.mutate(key as Language),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={exporting.isPending} data-testid="export-language">
        {t('translation.export', 'Export language')}
      </Button>
    </Dropdown>
  );
}
