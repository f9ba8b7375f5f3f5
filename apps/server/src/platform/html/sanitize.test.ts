import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { richTextIsEmpty, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps every format of the toolbar', () => {
    const html =
      '<p style="text-align: center">a <strong>b</strong> <em>c</em> <u>d</u><br>e</p>' +
      '<pre><code>x = 1</code></pre><blockquote><p>q</p></blockquote>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li style="text-align: right">two</li></ol>' +
      '<p style="text-align: justify">j</p>';
    expect(sanitizeRichText(html)).toBe(
      '<p style="text-align:center">a <strong>b</strong> <em>c</em> <u>d</u><br />e</p>' +
        '<pre><code>x = 1</code></pre><blockquote><p>q</p></blockquote>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li style="text-align:right">two</li></ol>' +
        '<p style="text-align:justify">j</p>',
    );
  });

  it('removes scripts with their content', () => {
    expect(sanitizeRichText('<p>hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<p>a<iframe src="https://x.test"></iframe>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><p>t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<svg onload="alert(1)"><p>t</p></svg>')).toBe('<p>t</p>');
  });

  it('removes links, javascript: URLs included, keeping the text', () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p>click</p>');
    expect(sanitizeRichText('<p><a href="https://example.test">site</a></p>')).toBe('<p>site</p>');
  });

  it('keeps text-align as the only style and only its four values', () => {
    expect(sanitizeRichText('<p style="color: red; text-align: left; position: fixed">t</p>')).toBe(
      '<p style="text-align:left">t</p>',
    );
    expect(sanitizeRichText('<p style="text-align: expression(alert(1))">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<strong style="text-align:center">t</strong>')).toBe('<strong>t</strong>');
  });

  it('drops classes, ids and data attributes, and maps b and i', () => {
    expect(sanitizeRichText('<p class="x" id="y" data-z="1"><b>b</b><i>i</i></p>')).toBe(
      '<p><strong>b</strong><em>i</em></p>',
    );
  });

  it('tells an empty document from text', () => {
    expect(richTextIsEmpty('<p></p>')).toBe(true);
    expect(richTextIsEmpty(null)).toBe(true);
    expect(richTextIsEmpty('<p> a </p>')).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderMarkdown('# Title\n\n- **one**\n- _two_\n\n[Help](/user_info/help)');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<em>two</em>');
    expect(html).toContain('<a href="/user_info/help">Help</a>');
  });

  it('opens links to other sites in a new tab without giving it this window', () => {
    expect(renderMarkdown('[x](https://example.test)')).toBe(
      '<p><a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('lets no raw HTML, script or javascript: link through', () => {
    const html = renderMarkdown(
      'a <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <a href="x" onclick="y" target="_self">z</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|<img|_self/i);
    expect(html).toContain('<a href="x">z</a>');
  });

  it('answers an empty string for empty content', () => {
    expect(renderMarkdown(null)).toBe('');
    expect(renderMarkdown('  \n')).toBe('');
  });
});
