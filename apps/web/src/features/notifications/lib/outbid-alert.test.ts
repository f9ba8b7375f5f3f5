// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { markTitleOutbid, setSoundEnabled, soundEnabled } from './outbid-alert';

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('the outbid mark on the tab', () => {
  afterEach(() => {
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    window.localStorage.clear();
  });

  it('marks the title once, keeps the page’s own change, and clears when the tab is shown again', () => {
    document.title = 'Live bidding · Auction A-1';
    setVisibility('hidden');
    markTitleOutbid('Outbid');
    markTitleOutbid('Outbid');
    expect(document.title).toBe('(Outbid) Live bidding · Auction A-1');
    document.title = '(Outbid) Live bidding · Auction A-2';
    // Still hidden: a visibility change to hidden leaves it.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe('(Outbid) Live bidding · Auction A-2');
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe('Live bidding · Auction A-2');
    // Cleared once: a later focus changes nothing.
    window.dispatchEvent(new Event('focus'));
    expect(document.title).toBe('Live bidding · Auction A-2');
  });

  it('keeps the sound off unless switched on in this browser', () => {
    expect(soundEnabled()).toBe(false);
    setSoundEnabled(true);
    expect(soundEnabled()).toBe(true);
    setSoundEnabled(false);
    expect(soundEnabled()).toBe(false);
  });
});
