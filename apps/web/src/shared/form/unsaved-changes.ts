import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

/** Leaving for another page asks; a change of the same page's query (a list's filter, a tab) does not. */
export const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * The guards of the forms on the screen, each a question asked at the moment of leaving: does it hold typed work?
 * A router holds one blocker at a time, so the app has one (`UnsavedChangesConfirm`) and asks them all.
 */
const guards = new Set<() => boolean>();
const anyAsks = () => [...guards].some((asks) => asks());

/** While `dirty`, closing or reloading the tab makes the browser ask first (its own words: browsers allow no text). */
export function useBeforeUnloadWhile(dirty: boolean, asks: () => boolean = () => true): void {
  const asksRef = useRef(asks);
  useLayoutEffect(() => {
    asksRef.current = asks;
  });
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!asksRef.current()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/** Both halves of a guard: `asks()` is read at the moment of leaving, `dirty` arms the tab-closing half. */
function useGuard(dirty: boolean, asks: () => boolean): void {
  const asksRef = useRef(asks);
  useLayoutEffect(() => {
    asksRef.current = asks;
  });
  useBeforeUnloadWhile(dirty, asks);
  useEffect(() => {
    const question = () => asksRef.current();
    guards.add(question);
    return () => {
      guards.delete(question);
    };
  }, []);
}

/**
 * The app's one blocker (under its data router): leaving for another page of the app while a form on the screen
 * holds typed work asks first, in the interface's language; staying keeps the work.
 */
export function UnsavedChangesConfirm(): null {
  const { t } = useTranslation();
  // Read when a navigation starts: a save that navigates right away is not held back by the render before it.
  const blocker = useBlocker((args) => anyAsks() && leavesPage(args));
  const question = t('unsaved.leave_confirm', 'You have changes that are not saved. Leave this page and lose them?');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  return null;
}

/**
 * A form with typed data that is not saved: leaving it for another page of the app asks first (a translated
 * confirm, by the app's `UnsavedChangesConfirm`), and so does closing or reloading the tab. `dirty` is the form's own
 * judgement (typed since it was loaded or saved).
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
