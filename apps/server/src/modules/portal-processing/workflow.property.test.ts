import {
  CASE_ACTION_RESULT,
  caseActionAllowed,
  type CaseAction,
  type CaseStatus,
} from '@portal/contracts/portal-cases';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachRequest, buildCase, buildOfficer } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { apiPath } from '../../test/api-client';

// Random sequences of the workflow's actions by the owner and two officers against a tiny model of the rules:
// after every step the answer (200 or which refusal) and the case's status agree with the model.

type Officer = 'A' | 'B';
type Step =
  | { by: 'owner'; action: 'submit' | 'cancel' }
  | { by: Officer; action: 'take' | 'return' | 'approve' | 'reject' | 'cancel' };

type Model = { status: CaseStatus; submitted: boolean; assignee: Officer | null };
type Outcome = 200 | 403 | 404 | 'portal.case_status_forbids' | 'portal.case_assigned_to_other';

/** What the rules say a step answers, and the model after it. */
function expected(model: Model, step: Step): { outcome: Outcome; next: Model } {
  const refuse = (outcome: Outcome) => ({ outcome, next: model });
  const action: CaseAction = step.action;
  if (step.by === 'owner') {
    if (!caseActionAllowed(model.status, action)) return refuse('portal.case_status_forbids');
    const status = CASE_ACTION_RESULT[action]!;
    return { outcome: 200, next: { ...model, status, submitted: model.submitted || status === 'SUBMITTED' } };
  }
  // Officers see a case once it has been submitted; the owner's commands are not theirs.
  if (!model.submitted) return refuse(404);
  if (action === 'cancel') return refuse(403);
  if (model.assignee !== null && model.assignee !== step.by) return refuse('portal.case_assigned_to_other');
  if (!caseActionAllowed(model.status, action)) return refuse('portal.case_status_forbids');
  const assignee = action === 'take' ? step.by : model.assignee;
  return { outcome: 200, next: { ...model, status: CASE_ACTION_RESULT[action]!, assignee } };
}

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ by: fc.constant('owner' as const), action: fc.constantFrom('submit' as const, 'cancel' as const) }),
  fc.record({
    by: fc.constantFrom('A' as const, 'B' as const),
    action: fc.constantFrom(
      'take' as const,
      'return' as const,
      'approve' as const,
      'reject' as const,
      'cancel' as const,
    ),
  }),
);

describe('case workflow: random action sequences agree with the model', async () => {
  const t = await buildTestAppWithFiles('processing-property');
  const db = t.platform.db;
  let owner: Session;
  let ownerId: number, aboutIndividualId: number;
  const officers = {} as Record<Officer, Session>;

  beforeAll(async () => {
    owner = await t.loginAs('person');
    const person = (await findUserByUsername(db, 'person'))!;
    ownerId = person.id;
    aboutIndividualId = person.individualId!;
    [officers.A, officers.B] = await Promise.all([buildOfficer(t), buildOfficer(t)]).then((o) =>
      o.map((x) => x.session),
    );
  });

  function run(caseId: number, step: Step) {
    if (step.by === 'owner') {
      return step.action === 'submit'
        ? owner.post(apiPath('/general_cases/submit_general_case'), { id: caseId })
        : owner.get(apiPath('/general_cases/cancel_case/{id}', { id: caseId }));
    }
    const session = officers[step.by];
    switch (step.action) {
      case 'take':
        return session.post(apiPath('/portal_cases/take'), { id: caseId });
      case 'return':
        return session.post(apiPath('/portal_cases/request_information'), { id: caseId, text: 'Add the invoice.' });
      case 'approve':
      case 'reject':
        return session.post(apiPath(`/portal_cases/${step.action}`), { id: caseId, reasoning: 'As the law says.' });
      case 'cancel':
        return session.get(apiPath('/general_cases/cancel_case/{id}', { id: caseId }));
    }
  }

  it('status and refusals always match', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
        const row = await buildCase(db, { filerUserId: ownerId, aboutIndividualId, subTypeCode: 'GEN_TARIFF' });
        await attachRequest(t, owner, row.id);
        let model: Model = { status: 'DRAFT', submitted: false, assignee: null };
        for (const step of steps) {
          const { outcome, next } = expected(model, step);
          const res = await run(row.id, step);
          const got: Outcome =
            res.statusCode === 409 ? res.json<{ _error: Outcome }>()._error : (res.statusCode as Outcome);
          expect(got, `${JSON.stringify(step)} in ${JSON.stringify(model)}: ${res.body}`).toBe(outcome);
          model = next;
          const seen = await owner.get(apiPath('/general_cases/{id}', { id: row.id }));
          expect(seen.json<{ caseStatus: CaseStatus }>().caseStatus).toBe(model.status);
        }
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
