import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@portal/contracts/money-format';

// The page's language is its `lang` cookie, read once when the module loads.
vi.stubGlobal('document', { cookie: 'lang=en' });
const { lotAmountFacts } = await import('./fact-list');

const t = (_key: string, fallback: string) => fallback;

describe('lotAmountFacts', () => {
  it('writes a lot’s amounts in the page’s language with the portal’s money formatter, as its PDFs do', () => {
    const facts = lotAmountFacts(t, { startingPrice: 4500, minimumIncrementAmount: 100, guaranteeAmount: 2000 });
    expect(facts.map((fact) => fact.value)).toEqual([
      formatMoney(4500, 'en'),
      formatMoney(100, 'en'),
      formatMoney(2000, 'en'),
    ]);
    expect(facts[0].value).toBe('€4,500.00');
  });
});
