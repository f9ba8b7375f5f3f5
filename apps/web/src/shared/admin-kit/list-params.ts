import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, MAX_PAGE_SIZE } from '@portal/contracts/paging';

/** A list's server query, kept in the URL (`?page=2&count=20&sort=code,desc&filter[code]=kg`). */
export type ListParams = { page: number; count: number; sort: string; filters: Record<string, string> };

/** Spec §9: page 1, 10 rows, sorted by id ascending. */
export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, count: DEFAULT_PAGE_SIZE, sort: DEFAULT_SORT, filters: {} };

const SORT_PATTERN = /^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$/;
const FILTER_PARAM = /^filter\[([A-Za-z][A-Za-z0-9_.]*)\]$/;

function positiveInt(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** Reads the list's query from the URL; anything malformed falls back to the default. */
export function readListParams(search: URLSearchParams): ListParams {
  const filters: Record<string, string> = {};
  for (const [key, value] of search) {
    const match = FILTER_PARAM.exec(key);
    if (match && value.trim() !== '') filters[match[1]] = value;
  }
  const sort = search.get('sort');
  return {
    page: positiveInt(search.get('page'), 1_000_000) ?? DEFAULT_LIST_PARAMS.page,
    count: positiveInt(search.get('count'), MAX_PAGE_SIZE) ?? DEFAULT_LIST_PARAMS.count,
    sort: sort && SORT_PATTERN.test(sort) ? sort : DEFAULT_LIST_PARAMS.sort,
    filters,
  };
}

/** Writes the list's query into the URL, leaving defaults out; other parameters are kept. */
export function writeListParams(params: ListParams, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!['page', 'count', 'sort'].includes(key) && !FILTER_PARAM.test(key)) next.append(key, value);
  }
  if (params.page !== DEFAULT_LIST_PARAMS.page) next.set('page', String(params.page));
  if (params.count !== DEFAULT_LIST_PARAMS.count) next.set('count', String(params.count));
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) next.set('sort', params.sort);
  for (const [name, value] of Object.entries(params.filters)) {
    if (value.trim() !== '') next.set(`filter[${name}]`, value.trim());
  }
  return next;
}

/** Applies a change: new filters, sort or page size start again at page 1. */
export function changeListParams(current: ListParams, change: Partial<ListParams>): ListParams {
  const restart =
    (change.filters !== undefined && JSON.stringify(change.filters) !== JSON.stringify(current.filters)) ||
    (change.sort !== undefined && change.sort !== current.sort) ||
    (change.count !== undefined && change.count !== current.count);
  return { ...current, ...change, page: restart ? 1 : (change.page ?? current.page) };
}

/** The list's query from the URL and a setter that writes it back (so a list can be bookmarked and shared). */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Partial<ListParams>) =>
      setSearch((current) => writeListParams(changeListParams(readListParams(current), change), current)),
    [setSearch],
  );
  return [params, update];
}
