import { useState } from 'react';
import type { RegistrationResult } from '@portal/contracts';
import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { RegistrationForm } from '../components/registration-form';
import { COMPANY_REGISTRATION, INDIVIDUAL_REGISTRATION, type RegistrationKind } from '../lib/registration-kinds';

type RegistrationPageProps = {
  kind: RegistrationKind;
  title: string;
  intro: string;
  recordTitle: string;
  testId: string;
};

function RegistrationPage({ kind, title, intro, recordTitle, testId }: RegistrationPageProps) {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState<{ result: RegistrationResult; email: string } | null>(null);
  return (
    <div className="auth-page">
      <section
        className="auth-panel"
        style={{ maxWidth: 880 }}
        aria-labelledby={`${testId}-title`}
        data-testid={testId}
      >
        <h1 id={`${testId}-title`} className="auth-title">
          {title}
        </h1>
        {registered ? (
          <Result
            status="success"
            data-testid="registration-done"
            title={t('registration.done_title', 'Check your e-mail')}
            subTitle={t('registration.done_text', {
              // The same words whether or not the address already had an account: then its owner got a notice instead.
              defaultValue:
                'The registration of {{username}} was received. We sent a message to {{email}} with the next step: usually a confirmation link to open within 48 hours, after which customs reviews your registration and tells you by e-mail.',
              username: registered.result.username,
              email: registered.email,
            })}
            extra={<LinkButton to={paths.login}>{t('recovery.back_to_login', 'Back to sign-in')}</LinkButton>}
          />
        ) : (
          <>
            <p className="auth-subtitle">{intro}</p>
            <RegistrationForm
              kind={kind}
              recordTitle={recordTitle}
              onRegistered={(result, email) => {
                setRegistered({ result, email });
                window.scrollTo(0, 0);
              }}
            />
            <p style={{ marginTop: 24 }}>
              {t('registration.have_account', 'Already registered?')}{' '}
              <Link to={paths.login}>{t('recovery.back_to_login', 'Back to sign-in')}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

/** /register_person: a person and their account. */
export function RegisterPersonPage() {
  const { t } = useTranslation();
  return (
    <RegistrationPage
      kind={INDIVIDUAL_REGISTRATION}
      testId="register-person-page"
      title={t('page.register_person', 'Register as a person')}
      recordTitle={t('registration.person', 'Person')}
      intro={t(
        'registration.person_intro',
        'Fields marked * are required. Start with your personal number: if customs has a record of you, the form is filled from it.',
      )}
    />
  );
}

/** /register_trader: a company and its administrator's account. */
export function RegisterTraderPage() {
  const { t } = useTranslation();
  return (
    <RegistrationPage
      kind={COMPANY_REGISTRATION}
      testId="register-trader-page"
      title={t('page.register_trader', 'Register as a trader')}
      recordTitle={t('registration.company', 'Company')}
      intro={t(
        'registration.trader_intro',
        'Fields marked * are required. Start with the company’s unique number (NUIS); the account you create here administers the company.',
      )}
    />
  );
}
