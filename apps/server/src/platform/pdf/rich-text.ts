/**
 * Sanitised rich text (the toolbar's HTML: paragraphs, headings, quotes, preformatted text, lists,
 * bold, italic, underline, links, line breaks) as blocks of styled runs that a PDF can lay out.
 * The input is already sanitised when it is stored; anything else is read as plain text.
 */

export type TextRun = { text: string; bold?: boolean; italic?: boolean; underline?: boolean; link?: string };
export type TextAlign = 'left' | 'center' | 'right' | 'justify';
export type TextBlock = {
  kind: 'paragraph' | 'heading' | 'item' | 'preformatted' | 'quote';
  runs: TextRun[];
  /** List nesting depth (items) or 0. */
  depth: number;
  /** "•" or "3." for list items. */
  marker?: string;
  align?: TextAlign;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_KIND: Record<string, TextBlock['kind']> = {
  p: 'paragraph',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  li: 'item',
  pre: 'preformatted',
};

type List = { ordered: boolean; next: number };

/** Splits rich text HTML into blocks; whitespace collapses outside preformatted text. */
export function richTextBlocks(html: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: List[] = [];
  const inline = { bold: 0, italic: 0, underline: 0, link: [] as string[] };
  let quote = 0;
  let current: TextBlock | null = null;

  const close = () => {
    if (current) {
      const runs = trimRuns(current.runs, current.kind === 'preformatted');
      if (runs.length > 0) blocks.push({ ...current, runs });
    }
    current = null;
  };
  const open = (kind: TextBlock['kind'], align?: TextAlign) => {
    close();
    const resolved = kind === 'paragraph' && quote > 0 ? 'quote' : kind;
    current = { kind: resolved, runs: [], depth: kind === 'item' ? lists.length : 0, align };
    if (kind === 'item') {
      const list = lists[lists.length - 1];
      current.marker = list?.ordered ? `${list.next++}.` : '•';
    }
  };
  const addText = (text: string) => {
    if (!current) open(quote > 0 ? 'quote' : 'paragraph');
    const block = current!;
    const value = block.kind === 'preformatted' ? text : text.replace(/[ \t\r\n\f]+/g, ' ');
    if (value === '') return;
    block.runs.push({
      text: value,
      ...(inline.bold > 0 || block.kind === 'heading' ? { bold: true } : {}),
      ...(inline.italic > 0 || block.kind === 'quote' ? { italic: true } : {}),
      ...(inline.underline > 0 ? { underline: true } : {}),
      ...(inline.link.length > 0 ? { link: inline.link[inline.link.length - 1] } : {}),
    });
  };

  const tokens = (html ?? '').split(/(<[^>]*>)/);
  for (const token of tokens) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)([^>]*)>$/i.exec(token);
    if (!tag) {
      if (token !== '' && !token.startsWith('<')) addText(decodeEntities(token));
      continue;
    }
    const [, slash, rawName, attributes] = tag;
    const name = rawName.toLowerCase();
    const closing = slash === '/';
    if (name in BLOCK_KIND) {
      if (closing) close();
      else open(BLOCK_KIND[name], alignOf(attributes));
    } else if (name === 'ul' || name === 'ol') {
      close();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', next: Number(/start="(\d+)"/.exec(attributes)?.[1] ?? 1) });
    } else if (name === 'blockquote') {
      close();
      quote += closing ? -1 : 1;
    } else if (name === 'br') {
      if (current) (current as TextBlock).runs.push({ text: '\n' });
    } else if (name === 'strong' || name === 'b') inline.bold += closing ? -1 : 1;
    else if (name === 'em' || name === 'i') inline.italic += closing ? -1 : 1;
    else if (name === 'u') inline.underline += closing ? -1 : 1;
    else if (name === 'a') {
      if (closing) inline.link.pop();
      else inline.link.push(decodeEntities(/href="([^"]*)"/.exec(attributes)?.[1] ?? ''));
    }
  }
  close();
  return blocks;
}

function alignOf(attributes: string): TextAlign | undefined {
  const match = /text-align:\s*(left|center|right|justify)/i.exec(attributes);
  return match ? (match[1].toLowerCase() as TextAlign) : undefined;
}

/** Drops leading and trailing blanks of a block (and blank runs), keeping the runs' styles. */
function trimRuns(runs: TextRun[], preformatted: boolean): TextRun[] {
  const out = runs.map((r) => ({ ...r }));
  if (!preformatted) {
    while (out.length > 0 && out[0].text.trim() === '' && out[0].text !== '\n') out.shift();
    if (out.length > 0) out[0].text = out[0].text.replace(/^ +/, '');
    while (out.length > 0 && out[out.length - 1].text.trim() === '') out.pop();
    if (out.length > 0) out[out.length - 1].text = out[out.length - 1].text.replace(/ +$/, '');
  }
  return out.filter((r) => r.text !== '');
}

/** The blocks as plain text (tests, and a text fallback). */
export function richTextPlain(html: string | null | undefined): string {
  return richTextBlocks(html)
    .map((b) => `${b.marker ? `${b.marker} ` : ''}${b.runs.map((r) => r.text).join('')}`)
    .join('\n');
}
