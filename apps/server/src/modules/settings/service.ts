import type { PagedFilterQuery } from '@portal/contracts/paging';
import {
  APPLICATION_PARAMETERS,
  isParameterCode,
  normaliseExtensions,
  parseSort,
  filtersOf,
  type ApplicationParameter,
  type Paged,
  type ParameterCode,
  type ParameterInput,
  type ParameterValue,
} from '@portal/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { publicDataChanged } from '../../platform/http/public-cache';
import { auditLog } from '../../platform/audit/tables';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { applicationParameters } from './tables';
import { validateAuthorityValue } from './authority-values';
import type { ServiceContext } from '../../platform/http/context';

/** A paged query with its `filter[...]` parameters. */
type Definition = (typeof APPLICATION_PARAMETERS)[ParameterCode];

/** Reads a typed application parameter, falling back to its default when unset or unreadable. */
export async function getParameter<C extends ParameterCode>(db: Db, code: C): Promise<ParameterValue<C>> {
  const definition = APPLICATION_PARAMETERS[code];
  const [row] = await db.select().from(applicationParameters).where(eq(applicationParameters.code, code));
  if (!row) return definition.default as ParameterValue<C>;
  return parseStored(definition, row.value) as ParameterValue<C>;
}

/** SQL for another module's query: the stored text of a parameter (null when unset); read it with `parameterValue`. */
export function parameterSql(code: ParameterCode): SQL {
  return sql`(select ${applicationParameters.value} from ${applicationParameters} where ${applicationParameters.code} = ${code})`;
}

/** A parameter's value from its stored text (`parameterSql`), or its default. */
export function parameterValue<C extends ParameterCode>(code: C, stored: string | null | undefined): ParameterValue<C> {
  const definition = APPLICATION_PARAMETERS[code];
  if (stored === null || stored === undefined) return definition.default as ParameterValue<C>;
  return parseStored(definition, stored) as ParameterValue<C>;
}

function parseStored(definition: Definition, value: string): number | string {
  if (definition.type === 'integer') {
    const n = Number(value);
    return Number.isInteger(n) ? n : definition.default;
  }
  return value;
}

/** The one writer of a parameter's value: the public settings every visitor reads are dropped with it. */
export async function setParameter(db: Db, code: ParameterCode, value: string | number): Promise<void> {
  const definition = APPLICATION_PARAMETERS[code];
  await db
    .insert(applicationParameters)
    .values({ code, value: String(value), type: definition.type })
    .onConflictDoUpdate({ target: applicationParameters.code, set: { value: String(value), updatedAt: new Date() } });
  await publicDataChanged(db, ['settings']);
}

/**
 * Defaults that were changed: a stored value equal to the former default that no administrator ever set
 * (no `application_parameter.update` in the audit log) moves to the new default.
 */
const FORMER_DEFAULTS: Partial<Record<ParameterCode, string>> = {
  // Captcha from the 3rd attempt (spec §9), not the 4th.
  captcha_failed_attempts: '3',
};

/** Inserts every parameter that is missing with its default; existing values are kept. */
export async function seedParameters(db: Db): Promise<void> {
  await db
    .insert(applicationParameters)
    .values(
      Object.entries(APPLICATION_PARAMETERS).map(([code, definition]) => ({
        code,
        value: String(definition.default),
        type: definition.type,
      })),
    )
    .onConflictDoNothing();
  for (const [code, former] of Object.entries(FORMER_DEFAULTS)) {
    await db
      .update(applicationParameters)
      .set({ value: String(APPLICATION_PARAMETERS[code as ParameterCode].default) })
      .where(
        sql`${applicationParameters.code} = ${code} and ${applicationParameters.value} = ${former} and not exists (
          select 1 from ${auditLog} where ${auditLog.action} = 'application_parameter.update' and ${auditLog.entityId} = ${code})`,
      );
  }
}

function present(code: ParameterCode, row: { value: string; updatedAt: Date } | undefined): ApplicationParameter {
  const definition = APPLICATION_PARAMETERS[code];
  return {
    code,
    type: definition.type,
    group: definition.group,
    value: row ? parseStored(definition, row.value) : definition.default,
    default: definition.default,
    min: 'min' in definition ? definition.min : null,
    max: 'max' in definition ? definition.max : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Every defined parameter with its current value, in definition order. */
export async function listParameters({ db }: ServiceContext): Promise<ApplicationParameter[]> {
  const rows = new Map((await db.select().from(applicationParameters)).map((r) => [r.code, r]));
  return (Object.keys(APPLICATION_PARAMETERS) as ParameterCode[]).map((code) => present(code, rows.get(code)));
}

export function parameterByCode({ db }: ServiceContext, code: string): Promise<ApplicationParameter> {
  return parameterOf(db, code);
}

async function parameterOf(db: Db, code: string): Promise<ApplicationParameter> {
  if (!isParameterCode(code)) throw notFound();
  const [row] = await db.select().from(applicationParameters).where(eq(applicationParameters.code, code));
  return present(code, row);
}

const SORTABLE = new Set(['id', 'code', 'group', 'type', 'updatedAt']);
const FILTERS = new Set(['code', 'group', 'type']);

/** The parameters as a kit list (there are few: filtered, sorted and paged in memory). */
export async function pagedParameters(
  ctx: ServiceContext,
  query: PagedFilterQuery,
): Promise<Paged<ApplicationParameter & { id: string }>> {
  const { field, direction } = parseSort(query.sort);
  if (!SORTABLE.has(field)) throw badRequest({ sort: 'validation.invalid_value' });
  let rows = (await listParameters(ctx)).map((p) => ({ ...p, id: p.code }));
  for (const [name, value] of Object.entries(filtersOf(query))) {
    if (!FILTERS.has(name)) throw badRequest({ [`filter[${name}]`]: 'validation.unknown_field' });
    const needle = value.toLowerCase();
    rows = rows.filter((r) =>
      String(r[name as 'code' | 'group' | 'type'])
        .toLowerCase()
        .includes(needle),
    );
  }
  const key = (field === 'id' ? 'code' : field) as 'code' | 'group' | 'type' | 'updatedAt';
  rows.sort((a, b) => {
    const cmp = String(a[key] ?? '').localeCompare(String(b[key] ?? '')) || a.code.localeCompare(b.code);
    return direction === 'desc' ? -cmp : cmp;
  });
  const start = (query.page - 1) * query.count;
  return { content: rows.slice(start, start + query.count), totalElements: rows.length };
}

export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Checks a value against the code's definition; answers the value to store or throws 400. */
export function validateParameter(code: ParameterCode, value: string | number): number | string {
  const definition: Definition = APPLICATION_PARAMETERS[code];
  if (definition.type === 'integer') {
    const n = typeof value === 'number' ? value : /^\s*-?\d{1,12}\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) throw badRequest({ value: 'validation.invalid_type' });
    if (n < definition.min) throw badRequest({ value: 'validation.too_small' });
    if (n > definition.max) throw badRequest({ value: 'validation.too_big' });
    return n;
  }
  if (typeof value !== 'string') throw badRequest({ value: 'validation.invalid_type' });
  if (code === 'business_time_zone') {
    const zone = value.trim();
    if (!isTimeZone(zone)) throw badRequest({ value: 'validation.invalid_value' });
    return zone;
  }
  if (code.startsWith('authority_')) return validateAuthorityValue(code, value);
  if (code === 'upload_extensions') {
    const list = normaliseExtensions(value);
    if (list === null) throw badRequest({ value: 'validation.invalid_value' });
    return list;
  }
  return value;
}

/** Saves one parameter after validation and writes the audit entry (before/after). */
export function saveParameter(
  { db, caller: { actor } }: ServiceContext,
  input: ParameterInput,
): Promise<ApplicationParameter> {
  return db.transaction(async (tx) => {
    if (!isParameterCode(input.code)) throw notFound();
    const code = input.code;
    const value = validateParameter(code, input.value);
    const before = await parameterOf(tx, code);
    await setParameter(tx, code, value);
    const after = await parameterOf(tx, code);
    await writeAudit(tx, {
      action: 'application_parameter.update',
      entity: 'application_parameter',
      entityId: code,
      before: { value: before.value },
      after: { value: after.value },
      ...actor,
    });
    return after;
  });
}
