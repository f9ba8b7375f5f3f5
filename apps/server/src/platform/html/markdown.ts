import { Marked } from 'marked';
import { sanitizeMarkdownHtml } from './sanitize';

// One parser with GitHub-flavoured markdown (tables, strikethrough) and line breaks as typed.
const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown of an information page as safe HTML: rendered, then sanitised (raw HTML keeps only allowed tags). */
export function renderMarkdown(markdown: string | null | undefined): string {
  if (!markdown || !markdown.trim()) return '';
  return sanitizeMarkdownHtml(marked.parse(markdown) as string);
}
