// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { markScrollRegions } from './scroll-table';

/** A table's scrolling part whose content is `content` px wide in a place `place` px wide. */
function tableOf(content: number, place: number) {
  const root = document.createElement('div');
  root.innerHTML = '<div class="ant-table-container"><div class="ant-table-content"><table></table></div></div>';
  const part = root.querySelector<HTMLElement>('.ant-table-content')!;
  const sizes: Record<string, () => number> = {
    scrollWidth: () => content,
    clientWidth: () => place,
    scrollHeight: () => 100,
    clientHeight: () => 100,
  };
  for (const [name, get] of Object.entries(sizes)) Object.defineProperty(part, name, { configurable: true, get });
  return {
    root,
    part,
    resize(next: number) {
      content = next;
    },
  };
}

describe('markScrollRegions', () => {
  it('makes a part that scrolls a named region the keyboard reaches', () => {
    const { root, part } = tableOf(900, 375);
    markScrollRegions(root, 'Cases');
    expect(part.tabIndex).toBe(0);
    expect(part.getAttribute('role')).toBe('region');
    expect(part.getAttribute('aria-label')).toBe('Cases');
  });

  it('leaves a table that fits alone, and makes a part plain again once it fits', () => {
    const fits = tableOf(300, 375);
    markScrollRegions(fits.root, 'Cases');
    expect(fits.part.hasAttribute('tabindex')).toBe(false);
    expect(fits.part.hasAttribute('role')).toBe(false);

    const table = tableOf(900, 375);
    markScrollRegions(table.root, 'Cases');
    table.resize(360);
    markScrollRegions(table.root, 'Cases');
    expect(table.part.hasAttribute('tabindex')).toBe(false);
    expect(table.part.hasAttribute('role')).toBe(false);
    expect(table.part.hasAttribute('aria-label')).toBe(false);
  });
});
