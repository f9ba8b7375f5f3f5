// @vitest-environment happy-dom
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';

describe('rich text formats', () => {
  const schema = getSchema(richTextExtensions());

  it('offers only the spec formats: preformatted, quote, lists, bold, italic, underline', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'blockquote',
        'bulletList',
        'codeBlock',
        'doc',
        'hardBreak',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'underline']);
  });

  it('aligns paragraphs left, center, right or justified', () => {
    expect(schema.nodes.paragraph.spec.attrs).toHaveProperty('textAlign');
    expect(schema.nodes.codeBlock.spec.attrs).not.toHaveProperty('textAlign');
  });
});
