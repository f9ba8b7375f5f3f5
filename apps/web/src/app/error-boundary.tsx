import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { i18next } from '@/shared/i18n/i18n';

type State = { failed: boolean };

/** The last line of defence: a page that crashed says so and offers a reload, instead of a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const t = (key: string, fallback: string) => i18next.t(key, { defaultValue: fallback });
    return (
      <div
        role="alert"
        data-testid="app-crashed"
        style={{ maxWidth: 520, margin: '15vh auto', padding: 24, textAlign: 'center' }}
      >
        <img src="/logo.svg" alt="" width={56} height={56} />
        <h1 style={{ fontSize: 22, margin: '16px 0 8px' }}>{t('app.crashed', 'Something went wrong')}</h1>
        <p style={{ color: 'rgb(0 0 0 / 60%)' }}>
          {t('app.crashed_text', 'The page could not be shown. Reload it to try again.')}
        </p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload', 'Reload the page')}
        </Button>
      </div>
    );
  }
}
