import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LINKS } from '@portal/contracts/account-links';
import { notify } from '@/shared/ui/notifications';
import { useConfirmAccount } from '../api/confirm-account';
import { useLinkSecret } from '../hooks/use-link-secret';
import { LOGIN_NOTICE_PARAMETERS, loginNotices } from '../lib/login-notices';

/** The `error` and `info` query parameters shown as toasts, once per address, when they are keys of the allow-list. */
function useQueryToasts() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const { error, info } = loginNotices(params);
    if (!error && !info) return;
    const key = params.toString();
    if (shown.current === key) return;
    shown.current = key;
    if (error) notify.error({ title: t('error', 'Error'), description: t(error) });
    if (info) notify.info({ title: t('info', 'Information'), description: t(info) });
  }, [params, t]);
}

/**
 * The code of the confirmation mail (`#code=`, or `?code=` in links mailed before): confirms the account once and
 * says what happened (spec §2). The address bar loses the code, and the `error` and `info` shown as toasts, at once.
 */
function useAccountConfirmation() {
  const { t } = useTranslation();
  const code = useLinkSecret(ACCOUNT_LINKS.confirmation.secret, LOGIN_NOTICE_PARAMETERS);
  const confirm = useConfirmAccount();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!code || sent.current === code) return;
    sent.current = code;
    confirm.mutate(code, {
      onSuccess: () =>
        notify.success({
          title: t('generic.success', 'Success'),
          description: t(
            'registration.account_confirmed',
            'Your e-mail address is confirmed. Customs will now review your account and tell you by e-mail.',
          ),
        }),
      onError: () =>
        notify.error({
          title: t('error', 'Error'),
          description: t(
            'registration.code_invalid',
            'This confirmation link is not valid: it was used already or has expired.',
          ),
        }),
    });
  }, [code, confirm, t]);
}

/**
 * What the login page and the public movement certificate page read from their address (spec §2: they accept `code`,
 * `error` and `info`): the `error` and `info` translation keys as toasts (known keys only, anything else ignored) and
 * the account confirmation code. Draws nothing.
 */
export function AccountLinkNotices() {
  useQueryToasts();
  useAccountConfirmation();
  return null;
}
