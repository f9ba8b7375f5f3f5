import type SanitizeHtml from 'sanitize-html';
import { lazyPackage } from '../lazy-package';

const sanitizeHtml = lazyPackage<typeof SanitizeHtml>('sanitize-html');

const ALIGNMENT = [/^(left|center|right|justify)$/];
const ALIGNABLE = ['p', 'li', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * The formats of the rich text toolbar (spec §5: preformatted, quote, lists, bold, italic,
 * underline, alignment) and nothing else: no links, images, classes or other styles.
 */
const RICH_TEXT: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'pre', 'code', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'u', 'br'],
  allowedAttributes: { p: ['style'], li: ['style'], blockquote: ['style'], pre: ['style'], ol: ['start'] },
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': ALIGNMENT }])),
  // Tags outside the list lose their markup but keep their text; these lose their content too.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  allowedSchemes: [],
  allowProtocolRelative: false,
  parseStyleAttributes: true,
  transformTags: {
    // Editors write b/i for bold and italic; keep them as the toolbar's own tags.
    b: 'strong',
    i: 'em',
  },
};

/** Cleans rich text HTML before it is stored: only the toolbar's tags, and alignment as the only style. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml()(html, RICH_TEXT).trim();
}

/** Whether rich text has any visible text (an editor's empty document is `<p></p>`). */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  return sanitizeHtml()(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
}

/**
 * What rendered markdown of an information page may hold: the rich text formats plus headings,
 * links (http, https, mailto and the portal's own paths), tables and rules. No raw HTML survives.
 */
const MARKDOWN_HTML: SanitizeHtml.IOptions = {
  ...RICH_TEXT,
  allowedTags: [
    ...(RICH_TEXT.allowedTags as string[]),
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'hr',
    'del',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    ...(RICH_TEXT.allowedAttributes as Record<string, string[]>),
    a: ['href', 'title', 'target', 'rel'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  transformTags: {
    ...RICH_TEXT.transformTags,
    // Links to other sites open in a new tab without handing it this window.
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.href !== undefined) kept.href = attribs.href;
      if (attribs.title !== undefined) kept.title = attribs.title;
      const external = /^(https?:)?\/\//i.test(kept.href ?? '');
      return { tagName, attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept };
    },
  },
};

/** Cleans HTML rendered from markdown (see `renderMarkdown`). */
export function sanitizeMarkdownHtml(html: string): string {
  return sanitizeHtml()(html, MARKDOWN_HTML).trim();
}
