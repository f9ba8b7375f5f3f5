// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { exportQuery } from './export-button';

describe('exportQuery', () => {
  it('carries the format, the sort and the set filters, never a page', () => {
    expect(exportQuery('csv', 'code,asc', { search: ' 12 ', status: '' })).toBe(
      'format=csv&sort=code%2Casc&filter%5Bsearch%5D=12',
    );
  });

  it('leaves the sort out when the list has none (its default order), and filters that are unset', () => {
    expect(exportQuery('xlsx', undefined, { kind: 'COMPLAINT', status: undefined })).toBe(
      'format=xlsx&filter%5Bkind%5D=COMPLAINT',
    );
  });
});
