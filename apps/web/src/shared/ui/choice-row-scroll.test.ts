// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusedChoiceInView } from './choice-row-scroll';

/** A row of three options with radio buttons, `overflowing` px wider than its box. */
function row(overflowing: number) {
  document.body.innerHTML = `<div class="ant-segmented">${['a', 'b', 'c']
    .map((v) => `<label class="ant-segmented-item"><input type="radio" name="r" value="${v}" /><div>${v}</div></label>`)
    .join('')}</div>`;
  const box = document.querySelector<HTMLElement>('.ant-segmented')!;
  Object.defineProperty(box, 'clientWidth', { value: 351 });
  Object.defineProperty(box, 'scrollWidth', { value: 351 + overflowing });
  const scrolled: string[] = [];
  for (const option of document.querySelectorAll<HTMLElement>('.ant-segmented-item')) {
    option.scrollIntoView = vi.fn((arg?: boolean | ScrollIntoViewOptions) => {
      expect(arg).toEqual({ block: 'nearest', inline: 'nearest' });
      scrolled.push(option.textContent ?? '');
    });
  }
  return { scrolled, input: (v: string) => document.querySelector<HTMLInputElement>(`input[value="${v}"]`)! };
}

describe('keepFocusedChoiceInView', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('scrolls the option that takes the focus into a row that does not fit', () => {
    stop = keepFocusedChoiceInView();
    const { scrolled, input } = row(27);
    input('a').focus();
    input('c').focus();
    expect(scrolled).toEqual(['a', 'c']);
  });

  it('leaves a row that fits, and what is not an option, as they are', () => {
    stop = keepFocusedChoiceInView();
    const { scrolled, input } = row(0);
    input('b').focus();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(scrolled).toEqual([]);
  });

  it('stops when asked', () => {
    keepFocusedChoiceInView()();
    const { scrolled, input } = row(27);
    input('c').focus();
    expect(scrolled).toEqual([]);
  });
});
