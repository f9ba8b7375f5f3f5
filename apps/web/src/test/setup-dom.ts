import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { antdCss, hidingRules } from './hiding-rules';

// Components render without Ant Design's runtime styles (render.tsx): only its rules that hide an element are in the
// test DOM, so a hidden form item, a closed select or a collapsed panel is still not visible to `toBeVisible`.
const ANTD_HIDING_RULES = hidingRules(antdCss());

/**
 * Called before every component test file: files share their worker's modules (no isolation), while each file gets a
 * fresh window and its own hooks.
 */
export async function setUpDom() {
  // Ant Design's responsive parts (Grid, Table, Modal) ask for media queries: none matches, so the components render
  // their narrowest layout (the one the tests describe), whatever the DOM's window size.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // getComputedStyle is asked for pseudo elements, which the test DOM does not know (antd measures the scroll bar
  // with `::-webkit-scrollbar`).
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  const style = document.createElement('style');
  style.textContent = ANTD_HIDING_RULES;
  document.head.append(style);
  // Tables and text areas observe their size.
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  afterEach(() => cleanup());
  // Ant Design renders slowly in a test DOM, more so on a busy machine: waits allow for that.
  configure({ asyncUtilTimeout: 5000 });

  // The app's i18next settings without translation files: every text is the default written beside its key.
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
