import { formatDateTime as formatInZone } from '@portal/contracts/dates';

/** A piece of a message in both forms: plain text and HTML (parameters already escaped). */
export type Fragment = { text: string; html: string; block?: boolean };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

type Value = string | number | Fragment;

const isFragment = (value: Value): value is Fragment => typeof value === 'object';

/**
 * A paragraph from a template literal: the literal copy is trusted, every interpolated
 * string is a parameter and is escaped in the HTML form.
 */
export function p(strings: TemplateStringsArray, ...values: Value[]): Fragment {
  let text = strings[0];
  let html = escapeHtml(strings[0]);
  values.forEach((value, i) => {
    text += isFragment(value) ? value.text : String(value);
    html += isFragment(value) ? value.html : escapeHtml(String(value));
    text += strings[i + 1];
    html += escapeHtml(strings[i + 1]);
  });
  return { text, html };
}

export function strong(value: string): Fragment {
  return { text: value, html: `<strong>${escapeHtml(value)}</strong>` };
}

/** A link shown with its address; only http(s) addresses become anchors. */
export function link(url: string): Fragment {
  const safe = /^https?:\/\//i.test(url);
  const escaped = escapeHtml(url);
  return { text: url, html: safe ? `<a href="${escaped}">${escaped}</a>` : escaped };
}

/** A bulleted list, rendered as a block of its own. */
export function list(items: readonly string[]): Fragment {
  return {
    text: items.map((item) => `  - ${item}`).join('\n'),
    html: `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    block: true,
  };
}

/** DD.MM.YYYY HH:mm in the business time zone (DESIGN.md §4 display format); an unreadable value as it is. */
export function formatDateTime(value: Date | string, timeZone: string): string {
  return formatInZone(value, timeZone) || String(value);
}
