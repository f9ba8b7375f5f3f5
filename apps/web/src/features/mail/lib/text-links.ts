export type TextPart = { kind: 'text' | 'link'; text: string };

// http(s) addresses only; a sentence's closing punctuation is not part of the address.
const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;
const TRAILING = /[.,;:!?]+$/;

/** Splits a mail's text into plain runs and web addresses, so the addresses can be opened and copied. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The distinct addresses of a text, in order. */
export function linksOf(text: string): string[] {
  return [
    ...new Set(
      splitLinks(text)
        .filter((p) => p.kind === 'link')
        .map((p) => p.text),
    ),
  ];
}
