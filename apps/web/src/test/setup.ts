// The matchers' types (toBeVisible, toHaveFocus…) for every test; the matchers themselves come with a DOM.
import type {} from '@testing-library/jest-dom/vitest';

// Component tests (`// @vitest-environment happy-dom`) only: node tests have no window and skip the DOM set-up.
if (typeof window !== 'undefined') await (await import('./setup-dom')).setUpDom();
