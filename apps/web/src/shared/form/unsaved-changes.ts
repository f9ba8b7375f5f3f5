import { useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';

/** Leaving for another page asks; a change of the same page's query (a list's filter, a tab) does not. */
export const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * While `dirty`, closing or reloading the tab makes the browser ask first (its own words: browsers allow no text).
 * `still`, when given, is asked at that moment too (a form no longer on the screen asks nothing).
 */
export function useBeforeUnloadWhile(dirty: boolean, still?: () => boolean): void {
  const stillRef = useRef(still);
  useLayoutEffect(() => {
    stillRef.current = still;
  });
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (stillRef.current && !stillRef.current()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

function useLeaveConfirm(asks: () => boolean, question: string): void {
  // Read when a navigation starts: a save that navigates right away is not held back by the render before it.
  const blocker = useBlocker((args) => asks() && leavesPage(args));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}

/** Both halves of the guard: `asks()` is read at the moment of leaving, `dirty` arms the tab-closing half. */
function useGuard(dirty: boolean, asks: () => boolean): void {
  const { t } = useTranslation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnloadWhile(dirty, asks);
  if (dataRouter) {
    // The router kind never changes during a component's life, so the hooks are always the same ones.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useLeaveConfirm(
      asks,
      t('unsaved.leave_confirm', 'You have changes that are not saved. Leave this page and lose them?'),
    );
  }
}

/**
 * A form with typed data that is not saved: leaving it for another page of the app asks first (a translated
 * confirm), and so does closing or reloading the tab. `dirty` is the form's own judgement (typed since it was
 * loaded or saved). The in-app half needs the app's data router; a form shown under a plain router (a unit test)
 * keeps the tab-closing half.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const ref = useRef(dirty);
  useLayoutEffect(() => {
    ref.current = dirty;
  }, [dirty]);
  useGuard(dirty, () => ref.current);
}

/** A form's guard: whether it holds typed work, and the two events that change that. */
export type FormChangesGuard = { dirty: boolean; onValuesChange: () => void; saved: () => void };

/** Whether an element is on the screen (a closed dialog's form is kept mounted but not shown). */
export const onScreen = (element: HTMLElement | null | undefined): boolean =>
  !element || (element.isConnected && element.getClientRects().length > 0);

/**
 * The guard of an Ant Design form: typing marks it changed (`onValuesChange` on the form), `saved()` after a
 * successful save clears the mark at once (a save that navigates away is not asked about). `where`, when given, is
 * the form's element: a form the user cannot see (a closed dialog kept mounted) asks nothing. `enabled: false` makes
 * a guard that never asks (a search or sign-in form, whose typed text is not work).
 */
export function useFormChangesGuard({
  enabled = true,
  where,
}: { enabled?: boolean; where?: RefObject<HTMLElement | null> } = {}): FormChangesGuard {
  const [dirty, setDirty] = useState(false);
  const ref = useRef(false);
  useGuard(dirty, () => ref.current && onScreen(where?.current));
  const mark = (value: boolean) => {
    if (!enabled) return;
    ref.current = value;
    setDirty(value);
  };
  return { dirty, onValuesChange: () => mark(true), saved: () => mark(false) };
}
