import { useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';

/** Leaving for another page asks; a change of the same page's query (a list's filter, a tab) does not. */
export const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/** While `dirty`, closing or reloading the tab makes the browser ask first (its own words: browsers allow no text). */
export function useBeforeUnloadWhile(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

function useLeaveConfirm(dirty: RefObject<boolean>, question: string): void {
  // Read when a navigation starts: a save that navigates right away is not held back by the render before it.
  const blocker = useBlocker((args) => dirty.current && leavesPage(args));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}

function useGuard(dirty: boolean, ref: RefObject<boolean>): void {
  const { t } = useTranslation();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnloadWhile(dirty);
  if (dataRouter) {
    // The router kind never changes during a component's life, so the hooks are always the same ones.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useLeaveConfirm(
      ref,
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
  useGuard(dirty, ref);
}

/**
 * The guard of an Ant Design form: typing marks it changed (`onValuesChange` on the <Form>), `saved()` after a
 * successful save clears the mark at once (a save that navigates away is not asked about).
 */
export function useFormChangesGuard(): { onValuesChange: () => void; saved: () => void; dirty: boolean } {
  const [dirty, setDirty] = useState(false);
  const ref = useRef(false);
  useGuard(dirty, ref);
  const mark = (value: boolean) => {
    ref.current = value;
    setDirty(value);
  };
  return { dirty, onValuesChange: () => mark(true), saved: () => mark(false) };
}
