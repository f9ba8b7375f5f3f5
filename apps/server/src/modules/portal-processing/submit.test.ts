import { endOfDayAfter } from '@portal/contracts/portal-processing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { pdfText } from '../../platform/pdf/test-support';
import { textPdf } from '../../platform/storage/sample-files';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { sha256 } from '../attachments/test-files';
import { attachRequest, buildComplaint, mailsTo, subTypeId } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { apiPath, type ApiError } from '../../test/api-client';

describe('case workflow: submit and cancel by the owner', async () => {
  const t = await buildTestAppWithFiles('processing-submit');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;
  let tariff: number;

  const create = async (session: Session, subject = 'Tariff of roasted coffee') => {
    const res = await session.post(apiPath('/general_cases/create_general_case'), { subTypeId: tariff, subject });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const submit = (session: Session, id: number, kind: 'general' | 'complaint' = 'general') =>
    session.post(
      kind === 'general'
        ? apiPath('/general_cases/submit_general_case')
        : apiPath('/complaint_cases/submit_complaint_case'),
      { id },
    );
  const cancel = (session: Session, id: number, kind: 'general' | 'complaint' = 'general') =>
    session.get(
      apiPath(kind === 'general' ? '/general_cases/cancel_case/{id}' : '/complaint_cases/cancel_case/{id}', { id }),
    );
  const incoming = async (session: Session, id: number) =>
    (await session.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id }))).json();
  const fileOf = async (session: Session, attachmentId: number) =>
    (await session.get(apiPath('/portal_attachments/get/{id}', { id: attachmentId }))).rawPayload;

  beforeAll(async () => {
    tariff = await subTypeId(db, 'GEN_TARIFF');
    [trader, person, officer] = await Promise.all(['trader', 'person', 'officer'].map((u) => t.loginAs(u)));
  });

  it('refuses a submit while a required document is missing, naming its type codes', async () => {
    const c = await create(trader);
    const res = await submit(trader, c.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      _error: 'portal.required_documents_missing',
      missing: ['GEN_REQUEST'],
      missingTypes: [expect.objectContaining({ code: 'GEN_REQUEST', labelEN: 'Request', labelSQ: 'Kërkesa' })],
    });
    expect((await trader.get(apiPath('/general_cases/{id}', { id: c.id }))).json().caseStatus).toBe('DRAFT');
  });

  it('submits: SUBMITTED with its due time, a timeline entry, an audit row, a receipt with the hashes, a mail', async () => {
    const c = await create(trader, 'Classification of espresso machines');
    const request = await attachRequest(t, trader, c.id);
    const before = Date.now();
    const res = await submit(trader, c.id);
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json();
    expect(submitted).toMatchObject({ id: c.id, caseStatus: 'SUBMITTED', correctionsDueAt: null });
    const submittedAt = new Date(submitted.submittedAt!);
    expect(submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // 30 days (the setting's default) to the end of the day in the business time zone.
    expect(submitted.dueAt).toBe(endOfDayAfter(submittedAt, 30, 'Europe/Tirane').toISOString());
    expect(submitted.allowedActions).toEqual(['withdraw']);

    const timeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id: c.id }))).json();
    expect(timeline.map((e) => e.kind)).toEqual(['CREATED', 'SUBMITTED']);
    expect(timeline[1]).toMatchObject({ fromStatus: 'DRAFT', toStatus: 'SUBMITTED', actorRole: 'FILER' });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'portal_case'), eq(auditLog.entityId, String(c.id)), eq(auditLog.action, 'submit')),
      );
    expect(audit.after).toMatchObject({ status: 'SUBMITTED' });

    const [receipt] = await incoming(trader, c.id);
    expect(receipt).toMatchObject({ direction: 'INCOMING', documentType: { code: 'RECEIPT' } });
    expect(receipt.attachment!.fileName).toMatch(new RegExp(`^receipt-${submitted.number}-\\d{8}-\\d{4}\\.pdf$`));
    const { text } = await pdfText(await fileOf(trader, receipt.attachment!.id));
    expect(text).toContain(submitted.number);
    expect(text).toContain('Classification of espresso machines');
    expect(text.replace(/\s/g, '')).toContain(request.attachment.sha256);
    expect(text).toContain('Europe/Tirane');

    const trader$ = (await findUserByUsername(db, 'trader'))!;
    const [mail] = await mailsTo(db, trader$.email!);
    expect(mail).toMatchObject({ template: 'portal_case_status', lang: trader$.lang });
    expect(mail.subject).toContain(submitted.number);
    expect(mail.textBody).toContain(`/web_portal/web_portal_home_page/view_general_case/${c.id}`);
  });

  it('answers 404 for a case the caller may not see or of another kind, 409 when the status forbids', async () => {
    const c = await create(trader);
    await attachRequest(t, trader, c.id);
    expect((await submit(person, c.id)).statusCode).toBe(404);
    // An officer sees no draft.
    expect((await submit(officer, c.id)).statusCode).toBe(404);
    expect((await submit(trader, c.id, 'complaint')).statusCode).toBe(404);
    expect((await submit(trader, 2_147_480_000)).statusCode).toBe(404);
    expect((await submit(trader, c.id)).statusCode).toBe(200);
    const again = await submit(trader, c.id);
    expect([again.statusCode, again.json<ApiError>()._error]).toEqual([409, 'portal.case_status_forbids']);
    // Once submitted, an officer sees it but is not its owner.
    expect((await submit(officer, c.id)).statusCode).toBe(403);
    const bad = await trader.post(apiPath('/general_cases/submit_general_case'), { id: 'one' });
    expect(bad.statusCode).toBe(400);
  });

  it('cancels a DRAFT by a GET, mails the filer, and refuses another status', async () => {
    const c = await create(trader);
    expect((await cancel(person, c.id)).statusCode).toBe(404);
    expect((await cancel(trader, c.id, 'complaint')).statusCode).toBe(404);
    const res = await cancel(trader, c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ caseStatus: 'CANCELLED', allowedActions: [] });
    const [mail] = await mailsTo(db, (await findUserByUsername(db, 'trader'))!.email!);
    expect(mail.subject).toContain(c.number);
    const again = await cancel(trader, c.id);
    expect([again.statusCode, again.json<ApiError>()._error]).toEqual([409, 'portal.case_status_forbids']);
    const submitted = await create(trader);
    await attachRequest(t, trader, submitted.id);
    await submit(trader, submitted.id);
    expect((await cancel(trader, submitted.id)).json<ApiError>()._error).toBe('portal.case_status_forbids');
    // A submitted case is seen by officers, who are not its owner.
    expect((await cancel(officer, submitted.id)).statusCode).toBe(403);
  });

  it('submits and cancels complaints through their own paths', async () => {
    const person$ = (await findUserByUsername(db, 'person'))!;
    const complaint = await buildComplaint(db, 'person', { kind: 'declarations' });
    const missing = await submit(person, complaint.id, 'complaint');
    expect(missing.json<ApiError>()).toMatchObject({
      _error: 'portal.required_documents_missing',
      missing: ['GEN_REQUEST'],
    });
    await attachRequest(t, person, complaint.id);
    const res = await submit(person, complaint.id, 'complaint');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ caseType: 'COMPLAINT', caseStatus: 'SUBMITTED' });
    expect((await submit(person, complaint.id)).statusCode).toBe(404);
    const [mail] = await mailsTo(db, person$.email!);
    expect(mail.subject).toContain(complaint.number);

    const draft = await buildComplaint(db, 'person', { kind: 'declarations' });
    expect((await cancel(person, draft.id, 'complaint')).json().caseStatus).toBe('CANCELLED');
  });

  it('refuses a complaint without the declaration or the decision it is about', async () => {
    const withoutDeclaration = await buildComplaint(db, 'person', { kind: 'declarations', declarations: [] });
    await attachRequest(t, person, withoutDeclaration.id);
    const refused = await submit(person, withoutDeclaration.id, 'complaint');
    expect([refused.statusCode, refused.json<ApiError>()]).toEqual([
      409,
      { _error: 'portal.complaint_records_missing' },
    ]);

    const withoutDecision = await buildComplaint(db, 'person', { kind: 'decision' });
    await attachRequest(t, person, withoutDecision.id);
    expect((await submit(person, withoutDecision.id, 'complaint')).json<ApiError>()._error).toBe(
      'portal.complaint_records_missing',
    );
    const withDecision = await buildComplaint(db, 'person', {
      kind: 'decision',
      decision: { decisionNumber: 'DV-2025-00058', decisionTypeId: null },
    });
    await attachRequest(t, person, withDecision.id);
    expect((await submit(person, withDecision.id, 'complaint')).statusCode).toBe(200);
  });

  it('lists every submitted document in the receipt, each with its own hash', async () => {
    const c = await create(trader);
    const first = await attachRequest(t, trader, c.id, textPdf('first'));
    const second = await attachRequest(t, trader, c.id, textPdf('second'));
    expect((await submit(trader, c.id)).statusCode).toBe(200);
    const [receipt] = await incoming(trader, c.id);
    const content = await fileOf(trader, receipt.attachment!.id);
    expect(sha256(content)).toBe(receipt.attachment!.sha256);
    const text = (await pdfText(content)).text.replace(/\s/g, '');
    expect(text).toContain(first.attachment.sha256);
    expect(text).toContain(second.attachment.sha256);
  });
});
