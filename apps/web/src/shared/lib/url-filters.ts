import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's filters, page, page size and sort kept in the address (`?status=VALID&page=2&sort=number,asc`), so
 * a reload or a shared link keeps them and Back restores the previous ones. Anything malformed in the address falls
 * back to the default; defaults are left out of it.
 */
export type UrlFiltersConfig<F extends string> = {
  /** Each filter with the values it takes: a list, or a check of the value. */
  filters: Record<F, readonly string[] | ((value: string) => boolean)>;
  /** Filter values that mean "any" and stay out of the address (a sub-type of 0). */
  defaults?: Partial<Record<F, string>>;
  /** The page sizes offered; the first is the default. */
  pageSizes: readonly number[];
  /** The sort keys (`key,asc|desc`); no sort in the address is the server's default order. */
  sortKeys: readonly string[];
};

export type UrlFiltersState<F extends string> = {
  page: number;
  count: number;
  sort: string | undefined;
  filters: Partial<Record<F, string>>;
};

/** The address parameters a list reads besides its filters. */
const LIST_PARAMS = ['page', 'count', 'sort'];
const MAX_PAGE = 1_000_000;
const MAX_VALUE = 200;

function accepts(rule: readonly string[] | ((value: string) => boolean), value: string): boolean {
  return typeof rule === 'function' ? rule(value) : rule.includes(value);
}

/** The list's state in `search` (defaults for what is missing or malformed). */
export function readUrlFilters<F extends string>(
  config: UrlFiltersConfig<F>,
  search: URLSearchParams,
): UrlFiltersState<F> {
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  const count = Number(search.get('count'));
  const sort = search.get('sort') ?? '';
  const [field, direction, ...rest] = sort.split(',');
  const filters: Partial<Record<F, string>> = { ...config.defaults };
  for (const name of Object.keys(config.filters) as F[]) {
    const value = search.get(name);
    if (value !== null && value !== '' && value.length <= MAX_VALUE && accepts(config.filters[name], value))
      filters[name] = value;
  }
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    count: config.pageSizes.includes(count) ? count : config.pageSizes[0],
    sort:
      rest.length === 0 && config.sortKeys.includes(field) && (direction === 'asc' || direction === 'desc')
        ? sort
        : undefined,
    filters,
  };
}

/** `state` as address parameters, defaults left out; parameters of `current` the list does not own are kept. */
export function writeUrlFilters<F extends string>(
  config: UrlFiltersConfig<F>,
  state: UrlFiltersState<F>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const owned = new Set<string>([...LIST_PARAMS, ...Object.keys(config.filters)]);
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!owned.has(key)) next.append(key, value);
  for (const name of Object.keys(config.filters) as F[]) {
    const value = state.filters[name];
    if (value && value !== config.defaults?.[name]) next.set(name, value);
  }
  if (state.sort) next.set('sort', state.sort);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.count !== config.pageSizes[0]) next.set('count', String(state.count));
  return next;
}

/** Whether any filter differs from its default (a list shows "Clear filters" then). */
export function hasActiveFilters<F extends string>(
  config: UrlFiltersConfig<F>,
  filters: Partial<Record<F, string>>,
): boolean {
  return (Object.keys(config.filters) as F[]).some(
    (name) => !!filters[name] && filters[name] !== config.defaults?.[name],
  );
}

export type UrlFilters<F extends string> = UrlFiltersState<F> & {
  /** New filters (all of them) start again at page 1. */
  setFilters: (filters: Partial<Record<F, string>>) => void;
  /** One filter changed (undefined clears it), at page 1. */
  setFilter: (name: F, value: string | undefined) => void;
  /** Every filter back to its default, at page 1. */
  clearFilters: () => void;
  /** Another page; another page size starts again at page 1. */
  setPage: (page: number, count?: number) => void;
  /** Another sort (undefined: the server's default order), at page 1. */
  setSort: (sort: string | undefined) => void;
  active: boolean;
};

/**
 * The list's state from the address and its setters. Each change is a new history entry, so Back returns to the
 * filters, page and sort before it.
 */
export function useUrlFilters<F extends string>(config: UrlFiltersConfig<F>): UrlFilters<F> {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readUrlFilters(config, search), [config, search]);
  const change = useCallback(
    (next: (current: UrlFiltersState<F>) => UrlFiltersState<F>) =>
      setSearch((current) => writeUrlFilters(config, next(readUrlFilters(config, current)), current)),
    [config, setSearch],
  );
  return {
    ...state,
    active: hasActiveFilters(config, state.filters),
    setFilters: (filters) => change((s) => ({ ...s, page: 1, filters: { ...config.defaults, ...filters } })),
    setFilter: (name, value) =>
      change((s) => ({ ...s, page: 1, filters: { ...s.filters, [name]: value ?? config.defaults?.[name] } })),
    clearFilters: () => change((s) => ({ ...s, page: 1, filters: { ...config.defaults } })),
    setPage: (page, count) =>
      change((s) => ({
        ...s,
        page: count !== undefined && count !== s.count ? 1 : page,
        count: count ?? s.count,
      })),
    setSort: (sort) => change((s) => ({ ...s, page: 1, sort })),
  };
}
