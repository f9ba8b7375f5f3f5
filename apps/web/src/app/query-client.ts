import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { ERROR } from '@portal/contracts/errors';
import { splitErrorBody } from '@portal/contracts/validation-messages';
import { endSessionLocally } from '@/features/auth/lib/session';
import { isApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { handlesStatus, type ErrorHandlingMeta } from '@/shared/api/query-meta';
import { i18next } from '@/shared/i18n/i18n';
import { rememberReturnPath } from '@/shared/session/return-path';
import { notify } from '@/shared/ui/notifications';
import { appNavigator } from './navigator';
import { paths } from './paths';

type Origin = 'query' | 'mutation';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutation of the cache, whatever its types
type AnyMutation = Mutation<any, any, any, any>;

/**
 * The one place that turns failed calls into what the user sees (spec §8): toasts for 400 with
 * `_error`, conflicts, limits and server failures; sign-in for 401; the expired-password page or
 * access denied for 403. A query or mutation that shows a status itself says so in its meta.
 */
export function createQueryClient() {
  const { navigate, currentPath } = appNavigator;
  const t = (key: string, fallback: string) => i18next.t(key, { defaultValue: fallback });
  const errorToast = (key: string | undefined, fallbackKey: string, fallback: string) =>
    notify.error({ title: t('error', 'Error'), description: key ? t(key, key) : t(fallbackKey, fallback) });

  function handle(error: unknown, meta: ErrorHandlingMeta | undefined, origin: Origin, mutation?: AnyMutation) {
    if (!isApiError(error)) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error(error);
      errorToast(undefined, ERROR.internal, 'An unexpected error occurred.');
      return;
    }
    if (handlesStatus(meta, error.status)) return;
    const key = error.body._error;
    switch (error.status) {
      case NETWORK_ERROR_STATUS:
        errorToast(undefined, 'network_error', 'The server cannot be reached. Check your connection and try again.');
        return;
      case 400: {
        // Field messages belong to the form; only the general message is a toast.
        if (key) {
          errorToast(key, ERROR.badRequest, 'The request was not valid.');
          return;
        }
        // A form claims its field messages in its own error handler, which runs after this one: those no form
        // claimed by then are a toast, so a refusal is never silent.
        const { fields } = splitErrorBody(error.body);
        const messages = Object.values(fields).map((field) => t(field, field));
        if (messages.length === 0) {
          if (mutation) errorToast(undefined, ERROR.badRequest, 'The request was not valid.');
          return;
        }
        const toastUnclaimed = () => {
          if (error.fieldsShown) return;
          notify.error({ title: t(ERROR.badRequest, 'The request was not valid.'), description: messages.join(' ') });
        };
        // A read's refused parameters are its screen's to show (a list's filters, a receipt's code).
        if (mutation) afterErrorSettles(mutation, toastUnclaimed);
        return;
      }
      case 401:
        rememberReturnPath(currentPath());
        endSessionLocally(client);
        navigate(paths.login, { replace: true });
        return;
      case 403:
        if (key === ERROR.passwordExpired) navigate(paths.expiredPassword, { state: { message: key } });
        else navigate(paths.accessDenied, { replace: true });
        return;
      case 404:
        // A page that reads a missing record shows that itself; an action on one says so here.
        if (origin === 'mutation') errorToast(key, ERROR.notFound, 'Not found.');
        return;
      case 429:
        errorToast(undefined, ERROR.tooManyRequests, 'Too many requests. Please wait a moment and try again.');
        return;
      default:
        if (error.status >= 500) errorToast(key, ERROR.internal, 'An unexpected error occurred.');
        else errorToast(key, ERROR.badRequest, 'The request was not valid.');
    }
  }

  /**
   * Runs `then` once the mutation's error has reached everyone: its own and the caller's `onError` run when the
   * mutation records the error (after the cache's and its options' callbacks, which may wait for refetches), and
   * an awaiting caller's `catch` in the microtasks after; a timer after that sees what they did.
   */
  function afterErrorSettles(mutation: AnyMutation, then: () => void) {
    const unsubscribe = client.getMutationCache().subscribe((event) => {
      if (event.mutation !== mutation || event.type !== 'updated' || event.action.type !== 'error') return;
      unsubscribe();
      setTimeout(then, 0);
    });
  }

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta, 'query') }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handle(error, mutation.meta, 'mutation', mutation),
    }),
    defaultOptions: {
      queries: {
        // Only failures that may pass are retried: the network and the server's own.
        retry: (count, error) =>
          isApiError(error) && (error.status === NETWORK_ERROR_STATUS || error.status >= 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
