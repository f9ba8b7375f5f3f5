import type { CompanyRow as CompanyListRow, CompanyUpdate } from '@portal/contracts/user-admin';
import type { Paged, pagedFilterQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { booleanFilter, containsFilter, pagedRows, pagingPlan } from '../../platform/http/paging';
import { findCompanyById, presentCompany, updateCompany, type CompanyRow } from './service';
import { companies } from './tables';
import type { ServiceContext } from '../../platform/http/context';

/**
 * Values of the company a row of another module points at, as SQL for that module's query (lists of
 * users sorted and filtered by company name). The table stays private to this module.
 */
export function companyOf(companyId: AnyColumn) {
  const field = (column: AnyColumn) =>
    sql<string | null>`(select ${column} from ${companies} where ${companies.id} = ${companyId})`;
  return {
    companyName: field(companies.companyName),
    companyUniqueNumber: field(companies.companyUniqueNumber),
    fiscalNumber: field(companies.fiscalNumber),
  } satisfies Record<string, SQL<string | null>>;
}

export function presentCompanyRow(row: CompanyRow): CompanyListRow {
  // The unique number identifies the company; it is never edited.
  return { ...presentCompany(row), fieldProperties: { companyUniqueNumber: { disabled: true } } };
}

/** `/admin/auth/traders`: companies, paged and filtered. */
export function pagedCompanies(
  { db }: ServiceContext,
  query: z.infer<typeof pagedFilterQuerySchema>,
): Promise<Paged<CompanyListRow>> {
  const plan = pagingPlan(query, {
    sortable: {
      id: companies.id,
      companyName: companies.companyName,
      companyUniqueNumber: companies.companyUniqueNumber,
      fiscalNumber: companies.fiscalNumber,
      placeName: companies.placeName,
    },
    filters: {
      companyName: containsFilter(companies.companyName),
      companyUniqueNumber: containsFilter(companies.companyUniqueNumber),
      fiscalNumber: containsFilter(companies.fiscalNumber),
      placeName: containsFilter(companies.placeName),
      isIntermediary: booleanFilter(companies.isIntermediary),
    },
  });
  return pagedRows(db, companies, plan, presentCompanyRow);
}

export async function companyByIdForStaff(db: Db, id: number): Promise<CompanyListRow> {
  const row = await findCompanyById(db, id);
  if (!row) throw notFound();
  return presentCompanyRow(row);
}

/** Staff change a company's record; the before and after go to the audit log. */
export async function updateCompanyByStaff({ db, caller: { actor } }: ServiceContext, input: CompanyUpdate) {
  return db.transaction(async (tx) => {
    const before = await findCompanyById(tx, input.id);
    if (!before) throw notFound();
    const { id, ...fields } = input;
    const after = await updateCompany(tx, id, fields);
    if (!after) throw notFound();
    await writeAudit(tx, {
      action: 'company.updated',
      entity: 'company',
      entityId: id,
      before: presentCompanyRow(before),
      after: presentCompanyRow(after),
      ...actor,
    });
    return presentCompanyRow(after);
  });
}
