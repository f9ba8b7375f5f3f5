import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A centred spinner for whole-page waits (session loading, lazy pages). */
export function CenteredSpinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-loading"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100vh' : 320,
        width: '100%',
      }}
    >
      <Spin size="large" />
      <span style={{ color: 'rgb(0 0 0 / 55%)' }}>{t('generic.loading', 'Loading…')}</span>
    </div>
  );
}
