import { describe, expect, it } from 'vitest';
import { linksOf, splitLinks } from './text-links';

describe('links in a mail text', () => {
  it('finds http(s) addresses and leaves a sentence’s punctuation outside', () => {
    const text = 'Confirm your account: http://localhost:8080/login?code=abc123.\nThanks (see https://x.example/help).';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Confirm your account: ' },
      { kind: 'link', text: 'http://localhost:8080/login?code=abc123' },
      { kind: 'text', text: '.\nThanks (see ' },
      { kind: 'link', text: 'https://x.example/help' },
      { kind: 'text', text: ').' },
    ]);
    expect(
      splitLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('ignores other schemes and lists each address once', () => {
    expect(splitLinks('javascript:alert(1) mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.c' },
    ]);
    expect(linksOf('https://a.example/x and https://a.example/x again')).toEqual(['https://a.example/x']);
  });
});
