import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentActions, NO_ACTIONS, shortHash, uploadOutcome } from './document-actions';

const file = { id: 7, fileName: 'a.pdf', size: 1, contentType: 'application/pdf', sha256: 'ab' };

describe('document actions', () => {
  it('offer nothing without a selected document with an id', () => {
    expect(documentActions(null, true)).toEqual(NO_ACTIONS);
    expect(documentActions(undefined, true)).toEqual(NO_ACTIONS);
    expect(documentActions({ id: 0, direction: 'OUTGOING', attachment: file }, true)).toEqual(NO_ACTIONS);
  });

  it('download only a document with a file; change only outgoing documents of an editable case', () => {
    expect(documentActions({ id: 1, direction: 'OUTGOING', attachment: file }, true)).toEqual({
      download: true,
      edit: true,
      replace: true,
      remove: true,
    });
    expect(documentActions({ id: 1, direction: 'OUTGOING', attachment: null }, true).download).toBe(false);
    expect(documentActions({ id: 1, direction: 'OUTGOING', attachment: file }, false)).toEqual({
      ...NO_ACTIONS,
      download: true,
    });
    expect(documentActions({ id: 1, direction: 'INCOMING', attachment: file }, true)).toEqual({
      ...NO_ACTIONS,
      download: true,
    });
  });

  it('follow the rule for any selection (property)', () => {
    const selection = fc.option(
      fc.record({
        id: fc.integer({ min: 0, max: 3 }),
        direction: fc.constantFrom('OUTGOING' as const, 'INCOMING' as const),
        attachment: fc.option(fc.constant(file), { nil: null }),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(selection, fc.boolean(), (selected, editable) => {
        const actions = documentActions(selected, editable);
        const acting = selected !== null && selected.id > 0;
        const changeable = acting && editable && selected.direction === 'OUTGOING';
        expect(actions).toEqual({
          download: acting && selected.attachment !== null,
          edit: changeable,
          replace: changeable,
          remove: changeable,
        });
      }),
    );
  });

  it('shorten a SHA-256 to its ends', () => {
    const hash = 'a'.repeat(8) + 'b'.repeat(50) + 'c'.repeat(6);
    expect(shortHash(hash)).toBe('aaaaaaaa…cccccc');
    expect(shortHash('abc')).toBe('abc');
  });

  it('count an upload as saved only when every file was saved', () => {
    expect(uploadOutcome([])).toBe('not_all_saved');
    expect(uploadOutcome([{ status: 'saved', percent: 100 }])).toBe('all_saved');
    expect(
      uploadOutcome([
        { status: 'saved', percent: 100 },
        { status: 'failed', percent: 40, reason: null },
      ]),
    ).toBe('not_all_saved');
  });
});
