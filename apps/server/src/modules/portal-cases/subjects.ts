import {
  CASE_ERROR,
  CASE_FIELD_ERROR,
  type CaseSubjectChoice,
  type CompanyLookup,
  type IndividualLookup,
} from '@portal/contracts/portal-cases';
import type { Company, Individual } from '@portal/contracts';
import type { z } from 'zod';
import type {
  caseCompanyInputSchema,
  caseIndividualInputSchema,
  findCompanyQuerySchema,
  findIndividualQuerySchema,
} from '@portal/contracts/portal-cases';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import type { SignedInContext } from '../../platform/http/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  companyRecordOf,
  ensureCompany,
  findCompanyById,
  findCompanyByUniqueNumber,
  presentCompany,
  presentCompanyIdentity,
  updateCompany,
} from '../companies';
import {
  ensureIndividual,
  findIndividualById,
  findIndividualByPersonalNumber,
  presentIndividual,
  presentIndividualIdentity,
  updateIndividual,
} from '../individuals';
import { companyHasAdministrator, findUserById, individualHasUser } from '../users';
import type { CaseCaller } from './access';

/** Who a new case is about, and the company that shares it (the filer's own, when they file about it). */
export type ResolvedSubject = {
  aboutIndividualId: number | null;
  aboutCompanyId: number | null;
  filerCompanyId: number | null;
};

type Filer = { userId: number; individualId: number | null; companyId: number | null; intermediary: boolean };

/** The filer's own records and whether they act for others: their own flag or their company's (a customs agent). */
async function filerOf(db: Db, auth: Pick<CaseCaller, 'userId'>): Promise<Filer> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw notFound();
  const company = user.companyId === null ? undefined : await findCompanyById(db, user.companyId);
  return {
    userId: user.id,
    individualId: user.individualId,
    companyId: user.companyId,
    intermediary: user.intermediary || Boolean(company?.isIntermediary),
  };
}

/** Whether the caller files for others (the wizard's first tab is 1 for them, spec §4). */
export async function isIntermediary(db: Db, auth: Pick<CaseCaller, 'userId'>): Promise<boolean> {
  return (await filerOf(db, auth)).intermediary;
}

async function requireIntermediary(db: Db, auth: Pick<CaseCaller, 'userId'>): Promise<void> {
  if (!(await isIntermediary(db, auth))) throw conflict(CASE_ERROR.onlyIntermediaries);
}

/**
 * Who a new case is about, from the wizard's choice: nothing means the filer themself (their company when they
 * have one, else their individual record; 409 `portal.no_own_subject` with neither). A filer who is not an
 * intermediary files only about their own records (409 `portal.only_intermediaries_file_for_others`, checked
 * before the record is looked up, so ids are not probed); a record not on file is 400 on its field. The case is
 * shared with the filer's company only when it is about that company.
 */
export async function resolveCaseSubject(
  db: Db,
  auth: Pick<CaseCaller, 'userId'>,
  choice: CaseSubjectChoice,
): Promise<ResolvedSubject> {
  const filer = await filerOf(db, auth);
  const { aboutIndividualId, aboutCompanyId } = choice;
  if (aboutIndividualId && aboutCompanyId) throw badRequest({ aboutCompanyId: CASE_FIELD_ERROR.subjectOneOnly });
  if (!aboutIndividualId && !aboutCompanyId) {
    if (filer.companyId !== null) {
      return { aboutIndividualId: null, aboutCompanyId: filer.companyId, filerCompanyId: filer.companyId };
    }
    if (filer.individualId !== null) {
      return { aboutIndividualId: filer.individualId, aboutCompanyId: null, filerCompanyId: null };
    }
    throw conflict(CASE_ERROR.noOwnSubject);
  }
  if (aboutCompanyId) {
    const own = aboutCompanyId === filer.companyId;
    if (!own && !filer.intermediary) throw conflict(CASE_ERROR.onlyIntermediaries);
    if (!own && !(await findCompanyById(db, aboutCompanyId))) {
      throw badRequest({ aboutCompanyId: CASE_FIELD_ERROR.subjectNotFound });
    }
    return { aboutIndividualId: null, aboutCompanyId, filerCompanyId: own ? filer.companyId : null };
  }
  const individualId = aboutIndividualId!;
  const own = individualId === filer.individualId;
  if (!own && !filer.intermediary) throw conflict(CASE_ERROR.onlyIntermediaries);
  if (!own && !(await findIndividualById(db, individualId))) {
    throw badRequest({ aboutIndividualId: CASE_FIELD_ERROR.subjectNotFound });
  }
  return { aboutIndividualId: individualId, aboutCompanyId: null, filerCompanyId: null };
}

type Entered = { enteredBy: number | null };
const enteredByCaller = (auth: Pick<CaseCaller, 'userId'>, row: Entered) => row.enteredBy === auth.userId;

/**
 * A record on file as an intermediary reads it: whole when they entered it, else what identifies it (the number
 * they typed and the name, which a case about it shows anyway), never the address, birth date or contact details of
 * a person or company someone else entered or that registered (docs/adr/0059-record-look-ups.md).
 */
function individualFor(auth: Pick<CaseCaller, 'userId'>, row: Parameters<typeof presentIndividual>[0]): Individual {
  return enteredByCaller(auth, row) ? presentIndividual(row) : presentIndividualIdentity(row);
}
function companyFor(auth: Pick<CaseCaller, 'userId'>, row: Parameters<typeof presentCompany>[0]): Company {
  return enteredByCaller(auth, row) ? presentCompany(row) : presentCompanyIdentity(row);
}

/** `GET registered_users/find_individual_from_personal_number` (intermediaries): the record on file, if any. */
export async function findIndividualForCase(
  { db, caller: { account: auth } }: SignedInContext,
  { personalNumber }: z.output<typeof findIndividualQuerySchema>,
): Promise<IndividualLookup> {
  await requireIntermediary(db, auth);
  const row = await findIndividualByPersonalNumber(db, personalNumber);
  if (!row) return { existsInDatabase: false, individual: null, hasUser: false };
  return { existsInDatabase: true, individual: individualFor(auth, row), hasUser: await individualHasUser(db, row.id) };
}

/** `GET registered_users/find_company_from_unique_number` (intermediaries): the record on file, if any. */
export async function findCompanyForCase(
  { db, caller: { account: auth } }: SignedInContext,
  { companyUniqueNumber }: z.output<typeof findCompanyQuerySchema>,
): Promise<CompanyLookup> {
  await requireIntermediary(db, auth);
  const row = await findCompanyByUniqueNumber(db, companyUniqueNumber);
  if (!row) return { existsInDatabase: false, company: null, hasUser: false };
  return { existsInDatabase: true, company: companyFor(auth, row), hasUser: await companyHasAdministrator(db, row.id) };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** What was typed, and what is on file where the field was left empty (a caller may not see all of a record). */
function typedOrOnFile<T extends Record<string, unknown>>(typed: T, onFile: object): T {
  const merged: Record<string, unknown> = { ...typed };
  for (const [field, kept] of Object.entries(onFile)) {
    const value = merged[field];
    if (value === null || value === undefined || value === '') merged[field] = kept;
  }
  return merged as T;
}

/**
 * `POST complaint_cases/individuals` (intermediaries): records an individual a case is about. One already on
 * file without an account is edited (spec: only a record a user holds is locked): the typed fields replace what is
 * on file, empty ones keep it (ADR 0080); one an account holds is 409 `portal.subject_has_user`.
 */
export async function saveCaseIndividual(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: z.output<typeof caseIndividualInputSchema>,
): Promise<Individual> {
  return db.transaction(async (tx) => {
    await requireIntermediary(tx, auth);
    const existing = await findIndividualByPersonalNumber(tx, input.personalNumber);
    if (existing) {
      if (await individualHasUser(tx, existing.id)) throw conflict(CASE_ERROR.subjectHasUser);
      const { personalNumber: _number, ...typed } = input;
      const edited = (await updateIndividual(tx, existing.id, typedOrOnFile(typed, existing)))!;
      await writeAudit(tx, {
        ...actor,
        action: 'portal.subject_individual_updated',
        entity: 'individual',
        entityId: existing.id,
        before: presentIndividual(existing),
        after: presentIndividual(edited),
      });
      return individualFor(auth, edited);
    }
    // A concurrent record of the same number is answered instead (the unique index decides).
    const row = await ensureIndividual(tx, {
      personalNumber: input.personalNumber,
      title: blankToNull(input.title),
      firstName: input.firstName,
      lastName: input.lastName,
      parentName: blankToNull(input.parentName),
      address: blankToNull(input.address),
      city: blankToNull(input.city),
      dateOfBirth: input.dateOfBirth,
      cityOfLivingName: blankToNull(input.cityOfLivingName),
      enteredBy: auth.userId,
    });
    const individual = individualFor(auth, row);
    await writeAudit(tx, {
      ...actor,
      action: 'portal.subject_individual_created',
      entity: 'individual',
      entityId: row.id,
      after: individual,
    });
    return individual;
  });
}

/**
 * `POST complaint_cases/companies` (intermediaries): records a company a case is about (never an intermediary
 * itself). One already on file without an account is edited like an individual (its intermediary flag kept); one
 * with an account is 409 `portal.subject_has_user`.
 */
export async function saveCaseCompany(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: z.output<typeof caseCompanyInputSchema>,
): Promise<Company> {
  return db.transaction(async (tx) => {
    await requireIntermediary(tx, auth);
    const existing = await findCompanyByUniqueNumber(tx, input.companyUniqueNumber);
    if (existing) {
      if (await companyHasAdministrator(tx, existing.id)) throw conflict(CASE_ERROR.subjectHasUser);
      const { companyUniqueNumber: _number, ...typed } = input;
      const fields = { ...typedOrOnFile(typed, existing), isIntermediary: existing.isIntermediary };
      const edited = (await updateCompany(tx, existing.id, fields))!;
      await writeAudit(tx, {
        ...actor,
        action: 'portal.subject_company_updated',
        entity: 'company',
        entityId: existing.id,
        before: presentCompany(existing),
        after: presentCompany(edited),
      });
      return companyFor(auth, edited);
    }
    const row = await ensureCompany(tx, { ...companyRecordOf(input), enteredBy: auth.userId });
    const company = companyFor(auth, row);
    await writeAudit(tx, {
      ...actor,
      action: 'portal.subject_company_created',
      entity: 'company',
      entityId: row.id,
      after: company,
    });
    return company;
  });
}
