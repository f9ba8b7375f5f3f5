import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What hides an element in a style sheet, and nothing else: each top-level rule that sets `display: none` or
 * `visibility: hidden`, with only that declaration. Rules inside at-rules (`@media`, `@supports`, `@keyframes`…) and
 * rules of pseudo-elements are left out.
 */
export function hidingRules(css: string): string {
  const rules: string[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const prelude = css.slice(at, open).trim();
    if (prelude.startsWith('@')) {
      let depth = 1;
      at = open + 1;
      for (; depth > 0 && at < css.length; at++) {
        if (css[at] === '{') depth++;
        else if (css[at] === '}') depth--;
      }
      continue;
    }
    const close = css.indexOf('}', open);
    if (close < 0) break;
    const hiding = css.slice(open + 1, close).match(/display:\s*none|visibility:\s*hidden/g);
    if (hiding && !prelude.includes('::')) rules.push(`${prelude}{${hiding.join(';')}}`);
    at = close + 1;
  }
  return rules.join('\n');
}

/** Ant Design's static style sheet (the one its zero-runtime mode is meant to be used with). */
export const antdCss = () => fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
