import { Suspense } from 'react';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/** A lazily loaded layout: a full-page spinner while it loads. */
export function frame(element: React.ReactNode) {
  return <Suspense fallback={<CenteredSpinner fullPage />}>{element}</Suspense>;
}

/** A lazily loaded page inside a layout: a spinner in the content area while it loads. */
export function page(element: React.ReactNode) {
  return <Suspense fallback={<CenteredSpinner />}>{element}</Suspense>;
}
