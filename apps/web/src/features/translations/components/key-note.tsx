import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_KEY_PATTERN } from '@portal/contracts/translations';
import { paths } from '@/shared/config/paths';
import { useTranslationByKey } from '../api/get-translation-by-key';
import { useDebouncedValue } from '../lib/use-debounced-value';

/**
 * Under the key of a new translation: whether the interface knows the key, and whether an
 * override of it exists already (saving a second one is refused), with a link to that one.
 */
export function KeyNote({ textKey, known, editingId }: { textKey: string; known: boolean; editingId: number | null }) {
  const { t } = useTranslation();
  const key = useDebouncedValue(textKey.trim());
  const valid = key !== '' && key.length <= 200 && TRANSLATION_KEY_PATTERN.test(key);
  const existing = useTranslationByKey(key, valid && editingId === null);
  if (!valid) return null;
  if (editingId === null && existing.data) {
    return (
      <Typography.Text type="warning" data-testid="translation-key-exists">
        {t('translation.key_exists', 'A translation for this key already exists.')}{' '}
        <Link to={`${paths.adminTranslations}/${existing.data.id}`}>{t('translation.open_existing', 'Open it')}</Link>
      </Typography.Text>
    );
  }
  return known ? null : (
    <Typography.Text type="secondary" data-testid="translation-key-unknown">
      {t('translation.key_unknown', 'The interface does not use this key yet; check its spelling.')}
    </Typography.Text>
  );
}
