import type { ReactNode } from 'react';

/**
 * A whole-page result's title (access denied, page not found) as the page's level-1 heading, in the result's own
 * type: every screen has an h1 for screen readers' heading navigation, these as much as the others.
 */
export function PageResultTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{children}</h1>;
}
