// @vitest-environment happy-dom
import type { TFunction } from 'i18next';
import type { Notice } from '@portal/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text';

/** A `t` that answers the English default with the values put in, and says which key it was asked. */
const keys: string[] = [];
const t = ((key: string, fallback: string, values: Record<string, string>) => {
  keys.push(key);
  return fallback.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}) as unknown as TFunction;

const notice = (params: Record<string, unknown>): Notice => ({
  id: 1,
  kind: 'authority_withdrawn',
  params,
  link: null,
  createdAt: '2026-12-03T06:00:00.000Z',
  readAt: null,
});

describe('the sentence of a withdrawn authority', () => {
  it('names the party and the case, or says the standing representation ended when there is no case', () => {
    keys.length = 0;
    expect(noticeText(notice({ caseNumber: 'GEN-2026-000001', party: 'Drita Krasniqi' }), t)).toBe(
      'Drita Krasniqi withdrew your authority to represent them on case GEN-2026-000001.',
    );
    expect(noticeText(notice({ caseNumber: null, party: 'Demo Trade Sh.p.k.' }), t)).toBe(
      'Demo Trade Sh.p.k. revoked your standing representation: you no longer file cases for them without a power of attorney.',
    );
    expect(keys).toEqual(['notifications.kind.authority_withdrawn', 'notifications.kind.authority_withdrawn_standing']);
  });
});
