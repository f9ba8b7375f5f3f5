/**
 * Lets code outside components (the query client's error handler) navigate inside the SPA.
 * The router binds it once it is mounted.
 */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);
let pathImpl = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function bindNavigator(navigate: Navigate, currentPath: () => string): void {
  navigateImpl = navigate;
  pathImpl = currentPath;
}

export const appNavigator = {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => navigateImpl(to, options),
  currentPath: () => pathImpl(),
};
