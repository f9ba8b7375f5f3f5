import type { Paged, pagedFilterQuerySchema } from '@portal/contracts';
import type { UserStatus } from '@portal/contracts/auth';
import {
  COMPANY_ERROR,
  type CompanyUser,
  type CompanyUserAction,
  type blockCompanyUserSchema,
  type createCompanyUserSchema,
  type disableCompanyUserSchema,
} from '@portal/contracts/companies';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { hashNewPassword } from '../auth';
import { revokeUserSessions } from '../auth';
import { queueMail } from '../mail';
import { assignRoles, guardAdministration, isStaffAccountSql } from '../navigation';
import { findCompanyMember, pagedCompanyMembers, updateUserInStatus, type AccountState } from '../users';
import { createUser, findUserByUsername, findUsersByEmail, type UserRow } from '../users';
import { administeredCompany, auditActorOf, companyActorOf, type CompanyActor } from './access';
import type { SignedInContext } from '../../platform/http/context';

type NewCompanyUser = z.output<typeof createCompanyUserSchema>;
type Disable = z.output<typeof disableCompanyUserSchema>;
type Block = z.output<typeof blockCompanyUserSchema>;

/** The statuses each action starts from (DESIGN §5; deactivated = DISABLED without an end). */
const ACTION_FROM: Record<CompanyUserAction, readonly UserStatus[]> = {
  deactivate: ['APPROVED', 'DISABLED'],
  disable: ['APPROVED', 'DISABLED'],
  block: ['APPROVED', 'DISABLED'],
  enable: ['DISABLED', 'BLOCKED'],
};

function actionsFor(row: UserRow, callerId: number): CompanyUserAction[] {
  if (row.id === callerId || row.companyAdministrator) return [];
  const actions = (Object.keys(ACTION_FROM) as CompanyUserAction[]).filter((a) => ACTION_FROM[a].includes(row.status));
  // A deactivated user can only be enabled again; deactivating twice changes nothing.
  return row.status === 'DISABLED' && !row.disabledTo ? actions.filter((a) => a !== 'deactivate') : actions;
}

export function presentCompanyUser(row: UserRow, callerId: number): CompanyUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    lang: row.lang,
    status: row.status,
    disabledTo: row.disabledTo ? row.disabledTo.toISOString() : null,
    blockReason: row.blockReason,
    companyAdministrator: row.companyAdministrator,
    createdAt: row.createdAt.toISOString(),
    actions: actionsFor(row, callerId),
  };
}

/**
 * GET registered_users/company_users: the users of the administrator's own company. A staff account is
 * managed from /admin/auth/users only, even when it belongs to the company: the administrator neither sees
 * nor changes it.
 */
export async function listCompanyUsers(
  ctx: SignedInContext,
  query: z.infer<typeof pagedFilterQuerySchema>,
): Promise<Paged<CompanyUser>> {
  const { db } = ctx;
  const actor = companyActorOf(ctx);
  const companyId = administeredCompany(actor.auth);
  const page = await pagedCompanyMembers(db, companyId, isStaffAccountSql, query);
  return {
    content: page.content.map((row) => presentCompanyUser(row, actor.auth.userId)),
    totalElements: page.totalElements,
  };
}

/** A unique violation from a concurrent creation, answered like the checks before it. */
function uniqueViolation(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code !== '23505') continue;
    const name = constraint ?? message ?? '';
    if (name.includes('users_username')) return badRequest({ username: COMPANY_ERROR.usernameTaken });
    if (name.includes('users_email')) return badRequest({ email: COMPANY_ERROR.emailTaken });
  }
  return error;
}

/**
 * POST registered_users/create_company_user: a user of the administrator's company, APPROVED at
 * once (the company is already approved) with the COMPANY_USER role. One transaction.
 */
export async function createCompanyUser(ctx: SignedInContext, input: NewCompanyUser): Promise<CompanyUser> {
  const { db } = ctx;
  const actor = companyActorOf(ctx);
  return db.transaction(async (tx) => {
    const companyId = administeredCompany(actor.auth);
    if (await findUserByUsername(tx, input.username)) throw badRequest({ username: COMPANY_ERROR.usernameTaken });
    if ((await findUsersByEmail(tx, input.email)).length > 0) throw badRequest({ email: COMPANY_ERROR.emailTaken });
    const passwordHash = await hashNewPassword(input.password, input.username);
    let row: UserRow;
    try {
      row = await createUser(tx, {
        username: input.username,
        email: input.email,
        phone: input.phone ? input.phone : null,
        lang: input.lang,
        passwordHash,
        status: 'APPROVED',
        companyId,
        companyAdministrator: false,
      });
    } catch (error) {
      throw uniqueViolation(error);
    }
    await assignRoles(tx, row.id, ['COMPANY_USER']);
    await writeAudit(tx, {
      action: 'company_user.create',
      entity: 'user',
      entityId: row.id,
      after: { username: row.username, email: row.email, companyId, status: row.status, roles: ['COMPANY_USER'] },
      ...auditActorOf(actor),
    });
    return presentCompanyUser(row, actor.auth.userId);
  });
}

/** A user of the administrator's own company that the administrator may change; 404 / 409 otherwise. */
async function targetUser(db: Db, actor: CompanyActor, username: string): Promise<UserRow> {
  const companyId = administeredCompany(actor.auth);
  const row = await findCompanyMember(db, companyId, isStaffAccountSql, username);
  if (!row) throw notFound();
  if (row.id === actor.auth.userId) throw conflict(COMPANY_ERROR.ownAccount);
  if (row.companyAdministrator) throw conflict(COMPANY_ERROR.administratorAccount);
  return row;
}

type ActionInput =
  | { action: 'deactivate'; username: string }
  | { action: 'enable'; username: string }
  | ({ action: 'disable' } & Disable)
  | ({ action: 'block' } & Block);

function nextState(input: ActionInput): AccountState {
  switch (input.action) {
    case 'deactivate':
      return { status: 'DISABLED', disabledTo: null, blockReason: null };
    case 'disable':
      return { status: 'DISABLED', disabledTo: new Date(Date.now() + input.days * 86_400_000), blockReason: null };
    case 'block':
      return { status: 'BLOCKED', disabledTo: null, blockReason: input.blockReason };
    case 'enable':
      return { status: 'APPROVED', disabledTo: null, blockReason: null };
  }
}

/**
 * Deactivates, disables (for days), blocks (with a reason) or enables a user of the
 * administrator's company; audited, mailed where a message exists, and a user who can no longer
 * sign in loses every open session. One transaction.
 */
export async function changeCompanyUser(ctx: SignedInContext, input: ActionInput): Promise<CompanyUser> {
  const { db } = ctx;
  const actor = companyActorOf(ctx);
  return db.transaction(async (tx) => {
    const row = await targetUser(tx, actor, input.username);
    const from = ACTION_FROM[input.action];
    const deactivated = row.status === 'DISABLED' && !row.disabledTo;
    if (!from.includes(row.status) || (input.action === 'deactivate' && deactivated)) {
      throw conflict(COMPANY_ERROR.statusForbids, { status: row.status });
    }
    const state = nextState(input);
    // A company user can hold administration pages directly: it must not take the last access away.
    const guard = await guardAdministration(tx);
    const updated = await updateUserInStatus(tx, row.id, from, state);
    if (!updated) throw conflict(COMPANY_ERROR.statusForbids);
    await guard.check();
    if (state.status !== 'APPROVED') await revokeUserSessions(tx, row.id, `company_user.${input.action}`);
    await writeAudit(tx, {
      action: `company_user.${input.action}`,
      entity: 'user',
      entityId: row.id,
      before: { status: row.status, disabledTo: row.disabledTo, blockReason: row.blockReason },
      after: { ...state, ...(input.action === 'disable' ? { days: input.days } : {}) },
      ...auditActorOf(actor),
    });
    if (updated.email) {
      const to = updated.email;
      const lang = updated.lang;
      if (input.action === 'block') {
        await queueMail(tx, { to, lang, template: 'account_blocked', params: { reason: input.blockReason } });
      } else if (input.action === 'disable') {
        await queueMail(tx, { to, lang, template: 'account_disabled', params: { until: state.disabledTo! } });
      } else if (input.action === 'enable') {
        await queueMail(tx, { to, lang, template: 'account_enabled', params: {} });
      }
    }
    return presentCompanyUser(updated, actor.auth.userId);
  });
}
