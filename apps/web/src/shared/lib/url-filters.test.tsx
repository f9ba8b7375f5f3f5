// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  readUrlFilters,
  useUrlFilters,
  writeUrlFilters,
  type UrlFiltersConfig,
  type UrlFiltersState,
} from './url-filters';

type Name = 'kind' | 'status' | 'subType' | 'createdFrom';
const KINDS = ['DECISION', 'BTI', 'IPR_APPLICATION'] as const;
const STATUSES = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
const DAY = /^\d{2}\.\d{2}\.\d{4}$/;
const CONFIG: UrlFiltersConfig<Name> = {
  filters: {
    kind: KINDS,
    status: STATUSES,
    subType: (value) => /^\d+$/.test(value),
    createdFrom: (value) => DAY.test(value),
  },
  defaults: { subType: '0' },
  pageSizes: [10, 20, 50],
  sortKeys: ['number', 'issuedOn', 'status'],
};

/** Any state the list can be in: valid filter values (or none), a page, a size offered and a sort (or none). */
const stateArb: fc.Arbitrary<UrlFiltersState<Name>> = fc.record({
  page: fc.integer({ min: 1, max: 1_000_000 }),
  count: fc.constantFrom(...CONFIG.pageSizes),
  sort: fc.option(
    fc.tuple(fc.constantFrom(...CONFIG.sortKeys), fc.constantFrom('asc', 'desc')).map(([k, d]) => `${k},${d}`),
    { nil: undefined },
  ),
  filters: fc.record(
    {
      kind: fc.constantFrom(...KINDS),
      status: fc.constantFrom(...STATUSES),
      subType: fc.integer({ min: 0, max: 9999 }).map(String),
      createdFrom: fc
        .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2099 }))
        .map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`),
    },
    { requiredKeys: [] },
  ),
});
/** A state as the list holds it: the defaults filled in where no filter is set. */
const normalized = (state: UrlFiltersState<Name>) => ({
  ...state,
  filters: { ...CONFIG.defaults, ...state.filters },
});

/** Any address: the list's own parameters with any text, and others of the screen. */
const searchArb = fc
  .array(
    fc.tuple(
      fc.constantFrom('page', 'count', 'sort', 'kind', 'status', 'subType', 'createdFrom', 'tab', 'q'),
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('1', '2', '20', 'BTI', 'VALID', 'number,desc', '7')),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => new URLSearchParams(pairs));

describe('the list state in the address', () => {
  it('round-trips: state → address → the same state (fast-check)', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const url = writeUrlFilters(CONFIG, normalized(state));
        expect(readUrlFilters(CONFIG, new URLSearchParams(url.toString()))).toEqual(normalized(state));
      }),
      { numRuns: 500 },
    );
  });

  it('reads any address into a valid state, writes it back stable, and keeps the parameters it does not own', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const state = readUrlFilters(CONFIG, search);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(CONFIG.pageSizes).toContain(state.count);
        if (state.sort) expect(CONFIG.sortKeys).toContain(state.sort.split(',')[0]);
        expect(KINDS as readonly (string | undefined)[]).toContain(state.filters.kind ?? KINDS[0]);
        const written = writeUrlFilters(CONFIG, state, search);
        expect(readUrlFilters(CONFIG, written)).toEqual(state);
        for (const other of ['tab', 'q']) expect(written.getAll(other)).toEqual(search.getAll(other));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves defaults out of the address and counts only filters that differ from them', () => {
    const state = { page: 1, count: 10, sort: undefined, filters: { subType: '0' } };
    expect(writeUrlFilters(CONFIG, state).toString()).toBe('');
    expect(hasActiveFilters(CONFIG, state.filters)).toBe(false);
    expect(hasActiveFilters(CONFIG, { subType: '0', kind: 'BTI' })).toBe(true);
    expect(
      writeUrlFilters(CONFIG, { page: 3, count: 20, sort: 'number,asc', filters: { kind: 'BTI' } }).toString(),
    ).toBe('kind=BTI&sort=number%2Casc&page=3&count=20');
  });
});

describe('useUrlFilters', () => {
  /** The hook in a memory router at `url`: its latest answer and the router's location and Back. */
  function mount(url: string) {
    const latest: { value?: { list: ReturnType<typeof useUrlFilters<Name>>; search: string } } = {};
    function Probe() {
      latest.value = { list: useUrlFilters(CONFIG), search: useLocation().search };
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    return {
      result: {
        get current() {
          return latest.value!;
        },
      },
      back: (steps: number) => act(() => router.navigate(-steps)),
    };
  }

  it('reads the address, writes each change as a new entry (Back restores), and a new filter goes to page 1', async () => {
    const { result, back } = mount('/list?kind=BTI&page=3&tab=2');
    expect(result.current.list).toMatchObject({ page: 3, filters: { kind: 'BTI', subType: '0' }, active: true });
    act(() => result.current.list.setFilter('status', 'EXPIRED'));
    expect(result.current.search).toBe('?tab=2&kind=BTI&status=EXPIRED');
    expect(result.current.list).toMatchObject({ page: 1, filters: { kind: 'BTI', status: 'EXPIRED' } });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort('number,desc'));
    expect(result.current.list).toMatchObject({ page: 1, sort: 'number,desc' });
    await back(1);
    expect(result.current.list).toMatchObject({ page: 2, sort: undefined, filters: { status: 'EXPIRED' } });
    await back(2);
    expect(result.current.list).toMatchObject({ page: 3, filters: { kind: 'BTI' } });
    expect(result.current.list.filters.status).toBeUndefined();
    act(() => result.current.list.clearFilters());
    expect(result.current.search).toBe('?tab=2');
    expect(result.current.list.active).toBe(false);
  });
});
