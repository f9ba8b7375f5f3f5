import {
  BANK_GUARANTEE_BEAN,
  BANK_GUARANTEE_STAFF_PAGES,
  bankGuaranteeDecisionSchema,
  bankGuaranteeDetailSchema,
  bankGuaranteeInputSchema,
  bankGuaranteeSchema,
  type BankGuaranteeDecision,
} from '@portal/contracts/bank-guarantees';
import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts/paging';
import { USERNAME_MAX_LENGTH } from '@portal/contracts/auth';
import { textSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { registerAttachmentBean } from '../attachments';
import { sendFile } from '../attachments';
import { registerUserHistory } from '../users';
import { registerVocabularyUsage } from '../vocabularies';
import {
  banksInUse,
  deleteGuarantee,
  documentPermission,
  getGuarantee,
  guaranteesByUsername,
  openGuaranteeDocument,
  saveGuarantee,
  usersWithGuarantees,
} from './service';
import { decideGuarantee, pagedGuarantees } from './staff-service';
import { listExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/list-export';
import type { BankGuarantee } from '@portal/contracts/bank-guarantees';
import { localized } from '@portal/contracts/multilingual';

const USER_PAGE = '/user/user-bank-guarantee';
const STAFF_PAGE = '/admin/auth/bank_guarantee';
/** The owner's page or a staff page; the service decides whose guarantees the caller sees. */
const ownerOrStaff = { access: { pages: [USER_PAGE, ...BANK_GUARANTEE_STAFF_PAGES] } } as const;
const owner = { access: { pages: [USER_PAGE] } } as const;
const staff = { access: { pages: [STAFF_PAGE] } } as const;
const tags = ['bank guarantees'];

const byUsernameQuery = z.object({ username: textSchema().trim().min(1).max(USERNAME_MAX_LENGTH) });
const okSchema = z.object({ status: z.literal('ok') });
/** The schema of each staff decision, `POST /bank_guarantees/{decision}` (spec §7). */
const decisionSchema = (decision: BankGuaranteeDecision) => ({
  tags,
  summary: `Staff decision on an ACTIVE guarantee (${decision}), with a note; the owner is mailed`,
  body: bankGuaranteeDecisionSchema,
  response: { 200: bankGuaranteeSchema },
});

/** `/data/rest/bank_guarantees`: the owner's guarantees and the staff's decisions (spec §7). */
/** The guarantees list's columns as the administration's list shows them (the validity as its two days). */
const GUARANTEE_EXPORT: ExportColumn<BankGuarantee>[] = [
  { header: 'bank_guarantee.id', fallback: 'ID', value: (row) => row.id },
  { header: 'bank_guarantee.status', fallback: 'Status', value: (row) => row.status, label: (s) => s },
  { header: 'bank_guarantee.number', fallback: 'Guarantee number', value: (row) => row.guaranteeNumber },
  { header: 'bank_guarantee.owner', fallback: 'User', value: (row) => row.username },
  { header: 'party.company_name', fallback: 'Company name', value: (row) => row.companyName },
  {
    header: 'bank_guarantee.bank',
    fallback: 'Bank',
    value: (row, lang) => (row.bank ? localized(row.bank, 'label', lang) : null),
  },
  { header: 'bank_guarantee.amount', fallback: 'Amount', kind: 'money', value: (row) => row.amount },
  { header: 'bank_guarantee.currency', fallback: 'Currency', value: (row) => row.currency },
  { header: 'bank_guarantee.valid_from', fallback: 'Valid from', kind: 'date', value: (row) => row.validFrom },
  { header: 'bank_guarantee.valid_to', fallback: 'Valid to', kind: 'date', value: (row) => row.validTo },
  { header: 'bank_guarantee.decided_at', fallback: 'Decided', kind: 'dateTime', value: (row) => row.decidedAt },
  { header: 'bank_guarantee.notes', fallback: 'Notes', value: (row) => row.notes },
];

export const bankGuaranteeRoutes: FeaturePlugin = (app) => {
  registerAttachmentBean(BANK_GUARANTEE_BEAN, {
    canRead: ({ db: d, auth }, objectId) => documentPermission(d, auth, objectId, 'read'),
    canWrite: ({ db: d, auth }, objectId) => documentPermission(d, auth, objectId, 'write'),
  });
  registerVocabularyUsage('banks', banksInUse);
  registerUserHistory(usersWithGuarantees);

  app.get('/bank_guarantees/by_username', {
    config: ownerOrStaff,
    schema: {
      tags,
      summary: "A user's guarantees, newest first (the caller's own; anyone's for staff)",
      querystring: byUsernameQuery,
      response: { 200: z.array(bankGuaranteeSchema) },
    },
    handler: (request) => guaranteesByUsername(signedInContext(request), request.query.username),
  });

  app.get('/bank_guarantees/paged', {
    config: staff,
    schema: {
      tags,
      summary: 'One page of every guarantee (filter[status|username|company|bankId|number])',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(bankGuaranteeSchema) },
    },
    handler: (request) => pagedGuarantees(signedInContext(request), request.query),
  });
  app.get(
    '/bank_guarantees/export',
    listExport({
      config: staff,
      name: 'bank-guarantees',
      tags,
      read: (request, query) => pagedGuarantees(signedInContext(request), query),
      columns: GUARANTEE_EXPORT,
    }),
  );

  app.get('/bank_guarantees/:id', {
    config: ownerOrStaff,
    schema: {
      tags,
      summary: 'One guarantee with its documents (owner or staff)',
      params: idPathSchema,
      response: { 200: bankGuaranteeDetailSchema },
    },
    handler: (request) => getGuarantee(signedInContext(request), request.params.id),
  });

  // The spec's download path (customs portal §7, "Downloads"), under /data/rest like the others it lists.
  app.get('/get_bank_guarantee/:id', {
    config: ownerOrStaff,
    schema: {
      tags,
      summary: "Download a guarantee's document (its newest file); owner or staff, 404 for anyone else",
      params: idPathSchema,
    },
    handler: async (request, reply) => {
      const { attachment, content } = await openGuaranteeDocument(signedInContext(request), request.params.id);
      return sendFile(reply, attachment, content);
    },
  });

  app.post('/bank_guarantees', {
    config: owner,
    schema: {
      tags,
      summary: 'Record a guarantee of the caller, or edit one (body with id) while it is ACTIVE',
      body: bankGuaranteeInputSchema,
      response: { 200: bankGuaranteeSchema },
    },
    handler: (request) => saveGuarantee(signedInContext(request), request.body),
  });

  app.delete('/bank_guarantees/:id', {
    config: owner,
    schema: {
      tags,
      summary: 'Delete an ACTIVE guarantee of the caller with its documents',
      params: idPathSchema,
      response: { 200: okSchema },
    },
    handler: async (request) => {
      await deleteGuarantee(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });

  app.post('/bank_guarantees/cancel', {
    config: staff,
    schema: decisionSchema('cancel'),
    handler: (request) => decideGuarantee(signedInContext(request), 'cancel', request.body),
  });

  app.post('/bank_guarantees/invalidate', {
    config: staff,
    schema: decisionSchema('invalidate'),
    handler: (request) => decideGuarantee(signedInContext(request), 'invalidate', request.body),
  });

  app.post('/bank_guarantees/mark_used', {
    config: staff,
    schema: decisionSchema('mark_used'),
    handler: (request) => decideGuarantee(signedInContext(request), 'mark_used', request.body),
  });
};
