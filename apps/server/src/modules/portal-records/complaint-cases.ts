import { CASE_FIELD_ERROR, type PortalCase } from '@portal/contracts/portal-cases';
import type {
  CreateDecisionComplaint,
  CreateDeclarationComplaint,
  EditComplaintCase,
} from '@portal/contracts/portal-records';
import type { Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import {
  getCase,
  insertCase,
  isActiveSubTypeOf,
  presentCases,
  resolveCaseSubject,
  updateCaseFields,
  type CaseRow,
} from '../portal-cases';
import { complaintForOwnerEdit } from './complaint-access';
import { saveDecisionOfCase } from './decisions';
import { insertDeclarations } from './declarations';

type ComplaintCaseInput = CreateDeclarationComplaint['complaintCase'];

async function requireComplaintSubType(db: Db, subTypeId: number, field: string): Promise<void> {
  if (!(await isActiveSubTypeOf(db, subTypeId, 'COMPLAINT'))) {
    throw badRequest({ [field]: CASE_FIELD_ERROR.subTypeInvalid });
  }
}

/** Inserts the DRAFT complaint case about the chosen subject (the case core's rules of who may file about whom). */
async function insertComplaint(
  tx: Db,
  auth: AuthContext,
  actor: Actor,
  input: ComplaintCaseInput | CreateDecisionComplaint['complaintCase'],
): Promise<CaseRow> {
  const subject = await resolveCaseSubject(tx, auth, input);
  await requireComplaintSubType(tx, input.subTypeId, 'complaintCase.subTypeId');
  return insertCase(tx, actor, {
    caseType: 'COMPLAINT',
    subTypeId: input.subTypeId,
    subject: input.subject,
    description: input.description,
    licence: false,
    customsDeclarationDecision: input.customsDeclarationDecision,
    filerUserId: auth.userId,
    ...subject,
  });
}

/**
 * `POST complaint_cases/create_customs_declaration_complaint_case`: the case and its declarations in one
 * transaction; a declaration refused (office, duplicate) refuses the whole (400 `declarations.{i}.{field}`, 409).
 */
export async function createDeclarationComplaint(
  db: Db,
  auth: AuthContext,
  input: CreateDeclarationComplaint,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await insertComplaint(tx, auth, actor, input.complaintCase);
    await insertDeclarations(tx, auth, actor, row, input.declarations, (i) => `declarations.${i}.`);
    const [presented] = await presentCases(tx, [row], auth);
    return presented;
  });
}

/** `POST complaint_cases/create_decision_complaint_case`: the case and its decision in one transaction. */
export async function createDecisionComplaint(
  db: Db,
  auth: AuthContext,
  input: CreateDecisionComplaint,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await insertComplaint(tx, auth, actor, input.complaintCase);
    await saveDecisionOfCase(tx, auth, actor, row, input.decision, 'decision.');
    const [presented] = await presentCases(tx, [row], auth);
    return presented;
  });
}

/** `POST complaint_cases/edit_complaint_case`: the owner changes the sub-type, subject and description while editable. */
export async function editComplaintCase(
  db: Db,
  auth: AuthContext,
  input: EditComplaintCase,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await complaintForOwnerEdit(tx, auth, input.id);
    await requireComplaintSubType(tx, input.subTypeId, 'subTypeId');
    const changes = { subTypeId: input.subTypeId, subject: input.subject, description: input.description };
    const updated = await updateCaseFields(tx, actor, row, changes);
    const [presented] = await presentCases(tx, [updated], auth);
    return presented;
  });
}

/** `GET complaint_cases/{id}`. */
export function getComplaintCase(db: Db, auth: AuthContext, id: number): Promise<PortalCase> {
  return getCase(db, auth, 'COMPLAINT', id);
}
