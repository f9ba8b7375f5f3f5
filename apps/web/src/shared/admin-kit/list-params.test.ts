import { describe, expect, it } from 'vitest';
import { changeListParams, DEFAULT_LIST_PARAMS, readListParams, writeListParams } from './list-params';

describe('list params in the URL', () => {
  it('defaults to page 1, 10 rows, id ascending, no filters', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, count: 10, sort: 'id,asc', filters: {} });
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('round-trips page, count, sort and filters', () => {
    const search = new URLSearchParams('page=3&count=20&sort=code,desc&filter[code]=kg&filter[active]=true');
    const params = readListParams(search);
    expect(params).toEqual({ page: 3, count: 20, sort: 'code,desc', filters: { code: 'kg', active: 'true' } });
    expect(readListParams(writeListParams(params))).toEqual(params);
  });

  it('falls back to defaults for malformed values and keeps unrelated parameters', () => {
    const params = readListParams(new URLSearchParams('page=-2&count=1000&sort=drop table&filter[x]=%20'));
    expect(params).toEqual(DEFAULT_LIST_PARAMS);
    expect(writeListParams(params, new URLSearchParams('tab=2&page=4')).toString()).toBe('tab=2');
  });

  it('a new filter, sort or page size starts again at page 1', () => {
    const at3 = { ...DEFAULT_LIST_PARAMS, page: 3 };
    expect(changeListParams(at3, { filters: { code: 'a' } }).page).toBe(1);
    expect(changeListParams(at3, { sort: 'code,asc' }).page).toBe(1);
    expect(changeListParams(at3, { count: 50 }).page).toBe(1);
    expect(changeListParams(at3, { page: 5 }).page).toBe(5);
    expect(changeListParams(at3, { filters: {} }).page).toBe(3);
  });
});
