import { describe, expect, it } from 'vitest';
import { filtersOf, pagedQuerySchema, parseSort } from './paging';

describe('paging', () => {
  it('applies the spec defaults', () => {
    expect(pagedQuerySchema.parse({})).toEqual({ page: 1, count: 10, sort: 'id,asc' });
  });

  it('coerces query strings and bounds them', () => {
    expect(pagedQuerySchema.parse({ page: '3', count: '25', sort: 'labelEN,desc' })).toEqual({
      page: 3,
      count: 25,
      sort: 'labelEN,desc',
    });
    expect(pagedQuerySchema.safeParse({ count: '1000' }).success).toBe(false);
    expect(pagedQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pagedQuerySchema.safeParse({ sort: 'id;drop table' }).success).toBe(false);
  });

  it('splits the sort', () => {
    expect(parseSort('code')).toEqual({ field: 'code', direction: 'asc' });
    expect(parseSort('code,DESC')).toEqual({ field: 'code', direction: 'desc' });
  });

  it('reads filter[...] parameters only, dropping empty ones', () => {
    expect(
      filtersOf({ 'filter[code]': ' AB ', 'filter[x.y]': 'z', 'filter[empty]': '', page: '2', 'filter[bad key]': 'q' }),
    ).toEqual({
      code: 'AB',
      'x.y': 'z',
    });
  });
});
