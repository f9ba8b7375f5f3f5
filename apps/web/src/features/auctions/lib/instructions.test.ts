import { describe, expect, it } from 'vitest';
import { auctionInstructions, htmlHasText } from './instructions';

describe('auctionInstructions', () => {
  const detail = { valueSQ: '<p>Udhëzime</p>', valueEN: '<p></p>', valueSR: '<p>Uputstva</p>' };

  it('gives the instructions in the interface language', () => {
    expect(auctionInstructions(detail, 'sr')).toEqual({ html: '<p>Uputstva</p>', language: 'sr' });
  });
  it('falls back to another language when the interface language has no text', () => {
    expect(auctionInstructions(detail, 'en')).toEqual({ html: '<p>Udhëzime</p>', language: 'sq' });
    expect(auctionInstructions({ valueSQ: null, valueEN: ' ', valueSR: '<p>Uputstva</p>' }, 'sq')?.language).toBe('sr');
  });
  it('is null when no language has text', () => {
    expect(auctionInstructions({ valueSQ: null, valueEN: '<p>&nbsp;</p>', valueSR: '' }, 'sq')).toBeNull();
  });
});

describe('htmlHasText', () => {
  it('sees text inside tags only', () => {
    expect(htmlHasText('<p><br></p>')).toBe(false);
    expect(htmlHasText('<ul><li>a</li></ul>')).toBe(true);
    expect(htmlHasText(null)).toBe(false);
  });
});
