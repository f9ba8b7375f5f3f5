import {
  BANK_GUARANTEE_DECISIONS,
  BANK_GUARANTEE_ERROR,
  BANK_GUARANTEE_USER_PAGE,
  BANK_GUARANTEE_STATUSES,
  type BankGuarantee,
  type BankGuaranteeDecision,
} from '@portal/contracts/bank-guarantees';
import { localized } from '@portal/contracts/multilingual';
import { filtersOf, type Paged, type pagedFilterQuerySchema } from '@portal/contracts/paging';
import type { z } from 'zod';
import { and, eq, not, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { conflict, notFound } from '../../platform/errors';
import {
  containsFilter,
  integerFilter,
  oneOfFilter,
  pagedRows,
  pagingPlan,
  type FilterBuilder,
} from '../../platform/http/paging';
import { findCompanyByUniqueNumber } from '../companies';
import { queueMail } from '../mail';
import { mailWanted, notify } from '../notifications';
import { isStaffAccountSql } from '../navigation';
import { findUserById, findUserByUsername } from '../users';
import { auditView, findBank, presentGuarantees } from './presenter';
import { visibleToGuaranteeStaff } from './service';
import { bankGuarantees } from './tables';
import type { ServiceContext } from '../../platform/http/context';

/** Matches nothing (an unknown user or company in a filter). */
const NONE = sql`false`;

/**
 * `GET /bank_guarantees/paged`: filters status, username (exact), company (its unique number,
 * exact), bankId, number (contains); sorts id, guaranteeNumber, amount, validFrom, validTo,
 * status, createdAt, decidedAt.
 */
export async function pagedGuarantees(
  { db }: ServiceContext,
  query: z.infer<typeof pagedFilterQuerySchema>,
): Promise<Paged<BankGuarantee>> {
  const filters = filtersOf(query);
  // Names are resolved to ids first (the owner and the company live in other modules).
  const [user, company] = await Promise.all([
    filters.username ? findUserByUsername(db, filters.username) : undefined,
    filters.company ? findCompanyByUniqueNumber(db, filters.company.toUpperCase()) : undefined,
  ]);
  const byUser: FilterBuilder = () => (user ? eq(bankGuarantees.userId, user.id) : NONE);
  const byCompany: FilterBuilder = () => (company ? eq(bankGuarantees.companyId, company.id) : NONE);
  const plan = pagingPlan(query, {
    sortable: {
      id: bankGuarantees.id,
      guaranteeNumber: bankGuarantees.guaranteeNumber,
      amount: bankGuarantees.amount,
      validFrom: bankGuarantees.validFrom,
      validTo: bankGuarantees.validTo,
      status: bankGuarantees.status,
      createdAt: bankGuarantees.createdAt,
      decidedAt: bankGuarantees.decidedAt,
    },
    filters: {
      status: oneOfFilter(bankGuarantees.status, BANK_GUARANTEE_STATUSES),
      username: byUser,
      company: byCompany,
      bankId: integerFilter(bankGuarantees.bankId),
      number: containsFilter(bankGuarantees.guaranteeNumber),
    },
    // Staff accounts' guarantees are not the registry's (see `visibleToGuaranteeStaff`).
    where: not(isStaffAccountSql(bankGuarantees.userId)),
  });
  const page = await pagedRows(db, bankGuarantees, plan, (row) => row);
  return { content: await presentGuarantees(db, page.content), totalElements: page.totalElements };
}

/**
 * `POST bank_guarantees/{cancel|invalidate|mark_used}`: ACTIVE → CANCELLED | INVALID | USED with the
 * staff's note; 409 when it is not ACTIVE or it is the caller's own. Audited, and the owner is told in the portal and
 * mailed (as their notice preferences say).
 */
export async function decideGuarantee(
  { db, caller: { actor } }: ServiceContext,
  decision: BankGuaranteeDecision,
  input: { id: number; notes: string },
): Promise<BankGuarantee> {
  const status = BANK_GUARANTEE_DECISIONS[decision];
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(bankGuarantees).where(eq(bankGuarantees.id, input.id)).for('update');
    if (!before) throw notFound();
    // Someone else's guarantee of a staff account is hidden from guarantee staff (404).
    if (before.userId !== actor.actorId && !(await visibleToGuaranteeStaff(tx, before.userId))) throw notFound();
    if (before.status !== 'ACTIVE') throw conflict(BANK_GUARANTEE_ERROR.notActive, { status: before.status });
    // Nobody decides on their own guarantee (an administrator holds every page).
    if (before.userId === actor.actorId) throw conflict('bank_guarantee.own_guarantee');
    const now = new Date();
    const [row] = await tx
      .update(bankGuarantees)
      .set({
        status,
        notes: input.notes,
        decidedBy: actor.actorId ?? null,
        decidedByUsername: actor.actorUsername ?? null,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(bankGuarantees.id, before.id), eq(bankGuarantees.status, 'ACTIVE')))
      .returning();
    await writeAudit(tx, {
      action: `bank_guarantee.${decision}`,
      entity: 'bank_guarantee',
      entityId: row.id,
      before: auditView(before),
      after: auditView(row),
      ...actor,
    });
    const owner = await findUserById(tx, row.userId);
    await notify(
      tx,
      row.userId,
      'guarantee_decided',
      { guaranteeNumber: row.guaranteeNumber, status },
      BANK_GUARANTEE_USER_PAGE,
    );
    if (owner?.email && (await mailWanted(tx, [owner.id], 'guarantee_decided')).has(owner.id)) {
      const bank = await findBank(tx, row.bankId);
      await queueMail(tx, {
        to: owner.email,
        template: 'bank_guarantee_status',
        lang: owner.lang,
        params: {
          username: owner.username,
          guaranteeNumber: row.guaranteeNumber,
          bank: bank ? localized(bank, 'label', owner.lang) : '',
          status,
          notes: input.notes,
        },
      });
    }
    return row;
  });
  const [presented] = await presentGuarantees(db, [saved]);
  return presented;
}
