import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@portal/contracts';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { useWaitExpired } from '../lib/use-user-wait';

/** What the portal's pages need of the signed-in user: whether they act for others, and their own name. */
export type PortalUser = {
  intermediary: boolean;
  ownName: string;
  /** They belong to a company. */ inCompany: boolean;
};

export function portalUserOf(user: CurrentUser): PortalUser {
  const individual = user.individual ? `${user.individual.firstName} ${user.individual.lastName}`.trim() : null;
  return {
    intermediary: user.intermediary,
    ownName: user.company?.companyName ?? individual ?? user.username,
    inCompany: user.company != null,
  };
}

/**
 * Waits for the session's user (spec §2: the home page waits up to 2000 ms for the user before it initialises):
 * a spinner meanwhile, the page as soon as the user is read, and a way to try again after the wait.
 */
export function UserGate({
  user,
  retry,
  children,
}: {
  user: CurrentUser | null;
  retry: () => void;
  children: (user: PortalUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const expired = useWaitExpired(user === null);
  if (user) return children(portalUserOf(user));
  if (!expired) return <CenteredSpinner />;
  return (
    <Result
      status="warning"
      title={t('portal.user_unavailable', 'Your account could not be read.')}
      extra={<Button onClick={retry}>{t('generic.retry', 'Try again')}</Button>}
      data-testid="portal-user-unavailable"
    />
  );
}
