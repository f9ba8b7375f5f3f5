import { Suspense, use } from 'react';
import { completeTexts, textsComplete } from '@/shared/i18n/i18n';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/**
 * Draws its children once every text is in: a page opened from the public home, which started on the home part of
 * the translations, waits for the rest as it waits for its code (ADR 0112).
 */
function AllTexts({ children }: { children: React.ReactNode }) {
  if (!textsComplete()) use(completeTexts());
  return children;
}

/** What a route draws: the element, after every text is in unless it is drawn from the home part (`home`). */
const drawn = (element: React.ReactNode, home: boolean) => (home ? element : <AllTexts>{element}</AllTexts>);

/** A lazily loaded layout: a full-page spinner while it loads. */
export function frame(element: React.ReactNode, { home = false } = {}) {
  return <Suspense fallback={<CenteredSpinner fullPage />}>{drawn(element, home)}</Suspense>;
}

/** A lazily loaded page inside a layout: a spinner in the content area while it loads. */
export function page(element: React.ReactNode, { home = false } = {}) {
  return <Suspense fallback={<CenteredSpinner />}>{drawn(element, home)}</Suspense>;
}
