import type { Extensions } from '@tiptap/core';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * The spec's rich text formats (§5) and nothing else: preformatted (code block), quote, bullet and
 * ordered lists, bold, italic, underline and alignment. The server's `sanitizeRichText` allows
 * exactly the tags these produce.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      code: false,
      strike: false,
      link: false,
      horizontalRule: false,
    }),
    TextAlign.configure({ types: ['paragraph'], alignments: [...ALIGNMENTS], defaultAlignment: 'left' }),
  ];
}
