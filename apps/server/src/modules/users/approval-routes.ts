import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import {
  adminUserSchema,
  approvalDetailSchema,
  approvalRowSchema,
  approveUserSchema,
  blockUserSchema,
  disableUserSchema,
  editIndividualUserSchema,
  enableUserSchema,
  individualUserSchema,
  rejectUserSchema,
} from '@portal/contracts/user-admin';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { requireAuth } from '../../platform/http/access';
import type { FeaturePlugin } from '../../platform/http/types';
import { approvalDetail, pagedApprovals, type ApprovalKind } from './approval-lists';
import {
  approveUser,
  blockUser,
  COMPANIES_FOR_APPROVAL_PAGE,
  disableUser,
  enableUser,
  INDIVIDUALS_FOR_APPROVAL_PAGE,
  rejectUser,
  type StaffContext,
} from './approval-service';
import { editIndividualUser } from './individual-user-service';

const EITHER = { pages: [COMPANIES_FOR_APPROVAL_PAGE, INDIVIDUALS_FOR_APPROVAL_PAGE] } as const;
const LISTS: Record<ApprovalKind, { pages: readonly string[] }> = {
  companies: { pages: [COMPANIES_FOR_APPROVAL_PAGE] },
  individuals: { pages: [INDIVIDUALS_FOR_APPROVAL_PAGE] },
};
const idParams = z.object({ id: idParamSchema });
const TAGS = ['registered users'];

/** Staff approval of companies and individuals (spec §2 companies_for_approval, §4, §7 registered_users). */
export const approvalRoutes: FeaturePlugin = (app, { db }) => {
  const context = (request: Parameters<typeof actorOf>[0]): StaffContext => ({
    actor: actorOf(request),
    auth: requireAuth(request),
  });

  for (const kind of ['companies', 'individuals'] as const) {
    // `/paged` as well, so the admin kit's list reads it like every other resource.
    for (const url of [`/registered_users/${kind}_for_approval`, `/registered_users/${kind}_for_approval/paged`]) {
      app.get(url, {
        config: { access: LISTS[kind] },
        schema: {
          tags: TAGS,
          summary: `${kind === 'companies' ? 'Company administrators' : 'Individuals'} for approval, paged; filter[status] is a status or all (default PENDING_APPROVAL)`,
          querystring: pagedFilterQuerySchema,
          response: { 200: pagedSchema(approvalRowSchema) },
        },
        handler: (request) => pagedApprovals(db, kind, request.query, request.query as Record<string, unknown>),
      });
    }
  }

  app.get('/registered_users/:id', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'One account with its company or individual, the actions its status allows and its latest log',
      params: idParams,
      response: { 200: approvalDetailSchema },
    },
    handler: (request) => approvalDetail(db, requireAuth(request), request.params.id),
  });

  const action = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    run: (
      tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
      ctx: StaffContext,
      input: z.output<S>,
    ) => Promise<unknown>,
  ) =>
    app.post(`/registered_users/${path}`, {
      config: { access: EITHER },
      schema: { tags: TAGS, summary, body, response: { 200: adminUserSchema } },
      handler: (request) => db.transaction((tx) => run(tx, context(request), request.body as z.output<S>)) as never,
    });

  action('approve', 'Approve an account awaiting approval (mailed)', approveUserSchema, (tx, ctx, b) =>
    approveUser(tx, ctx, b.registeredUser),
  );
  action('reject', 'Reject an account awaiting approval, with a reason (mailed)', rejectUserSchema, (tx, ctx, b) =>
    rejectUser(tx, ctx, b.registeredUser, b.rejectReason),
  );
  action('block', 'Block an account with a reason; its sessions end (mailed)', blockUserSchema, (tx, ctx, b) =>
    blockUser(tx, ctx, b.registeredUser, b.blockReason),
  );
  action('enable', 'Enable a blocked or disabled account (mailed)', enableUserSchema, (tx, ctx, b) =>
    enableUser(tx, ctx, b.username),
  );
  action('disable', 'Disable an account for 1–3650 days; its sessions end (mailed)', disableUserSchema, (tx, ctx, b) =>
    disableUser(tx, ctx, b.username, b.days),
  );

  app.post('/registered_users/edit_individual_user', {
    config: { access: LISTS.individuals },
    schema: {
      tags: TAGS,
      summary: 'Registry: correct a registered person’s e-mail, phone, language and individual record (not the number)',
      body: editIndividualUserSchema,
      response: { 200: individualUserSchema },
    },
    handler: (request) => db.transaction((tx) => editIndividualUser(tx, context(request), request.body)),
  });
};
