import { z } from 'zod';
import { textSchema } from './input';

/** Table defaults of spec §9: page size 10, page 1, sorted by id ascending. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_SORT = 'id,asc';

/** `GET …/paged?page=1&count=10&sort=id,asc&filter[field]=value` (DESIGN.md §4). */
export const pagedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: textSchema()
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/i, 'validation.invalid_format')
    .default(DEFAULT_SORT),
});
export type PagedQuery = z.infer<typeof pagedQuerySchema>;

/** A query parameter the schema does not name, such as `filter[field]`: a text (or several, when repeated). */
export const queryValueSchema = z.union([textSchema(), z.array(textSchema()).max(20)]);

/**
 * The paged query of a list that takes `filter[field]=value` parameters: the paging helper reads them from the
 * query, so the schema keeps every other parameter, each checked as a text (no NUL, no lone surrogate).
 */
export const pagedFilterQuerySchema = pagedQuerySchema.catchall(queryValueSchema);
/** A paged list's query with its `filter[...]` parameters, as the route's schema parsed it. */
export type PagedFilterQuery = z.output<typeof pagedFilterQuerySchema>;

export type Paged<T> = { content: T[]; totalElements: number };

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}

/** Per-field editability computed by the server from the entity's state (spec §3, §5). */
export const fieldPropertiesSchema = z.record(z.string(), z.object({ disabled: z.boolean() }));
export type FieldProperties = z.infer<typeof fieldPropertiesSchema>;

/** `sort=field,dir` split; an absent direction is ascending. */
export function parseSort(sort: string): { field: string; direction: 'asc' | 'desc' } {
  const [field, direction] = sort.split(',');
  return { field, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** The `filter[...]` parameters of a query string, as field → value (empty values dropped). */
export function filtersOf(query: Record<string, unknown>): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[([A-Za-z][A-Za-z0-9_.]*)\]$/.exec(key);
    if (!match) continue;
    const text: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim() !== '') filters[match[1]] = text.trim().slice(0, 200);
  }
  return filters;
}
