import type { CaseLinkType, CaseType } from '@portal/contracts/portal-cases';
import { getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import {
  authorizations,
  authorizationTariffs,
  btis,
  iprApplications,
  iprGoods,
  iprRights,
  movementCertificateGoods,
  movementCertificateInvoices,
  movementCertificates,
  portalLicences,
} from '../tables';

/**
 * One table of a kind's records copied into a linked case (ADR 0082): what the filer gave (never what an approval
 * wrote: numbers, validity, the decided code, the revocation). `one`: one row per case, which the kind's
 * `createRecords` made empty and the copy fills; otherwise a list of rows at their positions, inserted.
 * `notOnRenewal`: the columns a renewal starts without (the period asked for the original).
 */
type CopiedTable = { table: PgTable; one: boolean; columns: Column[]; notOnRenewal?: Column[] };

/** The records of each kind a linked case copies, table by table (a general case has none). */
export const COPIED_RECORDS: Partial<Record<CaseType, CopiedTable[]>> = {
  AUTHORIZATION: [
    {
      table: authorizations,
      one: true,
      columns: [authorizations.authorizationTypeId, authorizations.description, authorizations.location],
      notOnRenewal: [authorizations.requestedFrom, authorizations.requestedTo],
    },
    {
      table: portalLicences,
      one: true,
      columns: [portalLicences.goodsTypeId, portalLicences.description],
      notOnRenewal: [portalLicences.requestedFrom, portalLicences.requestedTo],
    },
    {
      table: authorizationTariffs,
      one: false,
      columns: [
        authorizationTariffs.tariffId,
        authorizationTariffs.code,
        authorizationTariffs.description,
        authorizationTariffs.quantity,
        authorizationTariffs.value,
      ],
    },
  ],
  MOVEMENT_CERTIFICATE: [
    {
      table: movementCertificates,
      one: true,
      columns: [
        movementCertificates.declarationNumber,
        movementCertificates.declarationOffice,
        movementCertificates.declarationYear,
        movementCertificates.exporter,
        movementCertificates.consignee,
        movementCertificates.countryOfOrigin,
        movementCertificates.countryOfDestination,
        movementCertificates.transportDetails,
        movementCertificates.remarks,
      ],
    },
    {
      table: movementCertificateGoods,
      one: false,
      columns: [
        movementCertificateGoods.itemNumber,
        movementCertificateGoods.marksAndNumbers,
        movementCertificateGoods.packages,
        movementCertificateGoods.description,
        movementCertificateGoods.tariffCode,
        movementCertificateGoods.grossMass,
        movementCertificateGoods.quantity,
        movementCertificateGoods.unit,
      ],
    },
    {
      table: movementCertificateInvoices,
      one: false,
      columns: [
        movementCertificateInvoices.itemNumber,
        movementCertificateInvoices.invoiceNumber,
        movementCertificateInvoices.invoiceDate,
        movementCertificateInvoices.amount,
        movementCertificateInvoices.currency,
      ],
    },
  ],
  BTI: [
    {
      table: btis,
      one: true,
      columns: [btis.goodsDescription, btis.commercialName, btis.proposedTariffCode],
    },
  ],
  IPR: [
    {
      table: iprApplications,
      one: true,
      columns: [iprApplications.rightHolder, iprApplications.representative, iprApplications.description],
    },
    {
      table: iprRights,
      one: false,
      columns: [
        iprRights.itemNumber,
        iprRights.rightType,
        iprRights.rightNumber,
        iprRights.description,
        iprRights.validUntil,
      ],
    },
    {
      table: iprGoods,
      one: false,
      columns: [iprGoods.itemNumber, iprGoods.description, iprGoods.tariffCode, iprGoods.distinguishingFeatures],
    },
  ],
};

/** The rows a statement wrote (PGlite says `affectedRows`, node-postgres `rowCount`). */
const rowsOf = (result: unknown) => {
  const { affectedRows, rowCount } = result as { affectedRows?: number; rowCount?: number | null };
  return Number(affectedRows ?? rowCount ?? 0);
};
const names = (columns: Column[]) => sql.raw(columns.map((c) => `"${c.name}"`).join(', '));

/**
 * Copies the kind's records of case `fromCaseId` into the new linked case `toCaseId` (made with its empty records by
 * the kind's `createRecords`), inside the caller's transaction, with one audit row naming what was copied.
 */
export async function copyLinkedRecords(
  tx: Db,
  actor: Actor,
  caseType: CaseType,
  link: CaseLinkType,
  fromCaseId: number,
  toCaseId: number,
): Promise<Record<string, number>> {
  const copied: Record<string, number> = {};
  for (const { table, one, columns, notOnRenewal = [] } of COPIED_RECORDS[caseType] ?? []) {
    const list = link === 'RENEW' ? columns : [...columns, ...notOnRenewal];
    const name = getTableName(table);
    const result = one
      ? await tx.execute(sql`update ${table} set (${names(list)}) =
          (select ${names(list)} from ${table} where case_id = ${fromCaseId}::int)
          where case_id = ${toCaseId}::int and exists (select 1 from ${table} where case_id = ${fromCaseId}::int)`)
      : await tx.execute(sql`insert into ${table} (case_id, ${names(list)})
          select ${toCaseId}::int, ${names(list)} from ${table} where case_id = ${fromCaseId}::int order by id`);
    copied[name] = rowsOf(result);
  }
  await writeAudit(tx, {
    ...actor,
    action: 'copy_records',
    entity: 'portal_case',
    entityId: toCaseId,
    after: { fromCaseId, link, copied },
  });
  return copied;
}
