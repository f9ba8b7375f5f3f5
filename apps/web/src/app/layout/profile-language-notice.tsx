import { Alert, Button, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { useUpdateUserData } from '@/features/users/api/profile-update-data';
import { paths } from '@/shared/config/paths';
import { currentLanguage, LANGUAGE_AUTONYMS } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';

const DISMISSED = 'profile-language-notice-dismissed';

/**
 * The header's language is the screen's; mails and documents (PDFs) follow the profile's language. When a signed-in
 * user's screen language differs from their profile's, a notice offers to make it the profile's language (or, when
 * the profile cannot be saved from here — no e-mail on it —, says where it is set). Closing it hides it for this
 * language until the browser tab closes. On a phone its button goes under the text (styles.css), which had a column
 * of a few words beside it.
 */
export function ProfileLanguageNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const update = useUpdateUserData();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === currentLanguage);
  if (!user || user.lang === currentLanguage || dismissed) return null;
  const language = LANGUAGE_AUTONYMS[currentLanguage];
  const apply = () =>
    update.mutate(
      { username: user.username, email: user.email ?? '', phone: user.phone ?? '', lang: currentLanguage },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(CURRENT_USER_KEY, saved);
          notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
        },
      },
    );
  return (
    <Alert
      type="info"
      showIcon
      closable
      onClose={() => {
        sessionStorage.setItem(DISMISSED, currentLanguage);
        setDismissed(true);
      }}
      style={{ marginBottom: 16 }}
      className="profile-language-notice"
      data-testid="profile-language-notice"
      message={t(
        'profile.language_notice',
        'Your mails and documents are in the language of your profile, not in {{language}}.',
        { language },
      )}
      action={
        <Flex gap={8} wrap>
          {user.email ? (
            <Button
              size="small"
              type="primary"
              loading={update.isPending}
              onClick={apply}
              data-testid="profile-language-apply"
            >
              {t('profile.language_apply', 'Use {{language}} for them too', { language })}
            </Button>
          ) : (
            <Link to={paths.profile} data-testid="profile-language-link">
              {t('profile.language_where', 'Set it in your profile')}
            </Link>
          )}
        </Flex>
      }
    />
  );
}
