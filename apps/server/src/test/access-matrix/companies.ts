// Rows of the access matrix (see ../access-matrix.ts): company users, signature, stamp and licences, bank guarantees and attachments.
import { type Actor, type ObjectKind, type World } from '../access-world';
import {
  ACCOUNT_HOLDERS,
  COMPANY_ADMINS,
  COMPANY_FILE_READ,
  EVERYONE,
  GUARANTEE_NOT_ACTIVE,
  GUARANTEE_READERS,
  HOLDERS,
  NOT_ADMINISTRATOR,
  NOT_FOUND,
  REGISTRY,
  type Row,
  SIGNED_IN,
  STATUS_FORBIDS,
  companyCall,
  disposableDocumentCall,
  documentCall,
  each,
  guaranteeCall,
  guaranteeFiles,
  guaranteeOwner,
  k,
  licenceCall,
  licenceUpdate,
  memberOf,
  uploadCall,
} from './support';

export const COMPANIES_ROWS: Record<string, Row> = {
  // Company users (the company administrator's page)
  'GET /registered_users/company_users': {
    allow: COMPANY_ADMINS,
    expect: { trader: 200, otherTrader: 200, admin: NOT_ADMINISTRATOR },
  },
  'GET /registered_users/company_users/paged': {
    allow: COMPANY_ADMINS,
    expect: { trader: 200, otherTrader: 200, admin: NOT_ADMINISTRATOR },
  },
  'POST /registered_users/create_company_user': {
    allow: COMPANY_ADMINS,
    call: (_w, actor) => {
      const username = `matrix.${actor.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}`;
      return {
        url: '/registered_users/create_company_user',
        body: {
          username,
          email: `${username}@example.test`,
          password: 'Matrix#Pass1',
          confirmPassword: 'Matrix#Pass1',
          lang: 'en',
        },
      };
    },
    expect: { trader: 200, otherTrader: 200, admin: NOT_ADMINISTRATOR },
  },
  ...Object.fromEntries(
    (['deactivate', 'disable', 'block', 'enable'] as const).map((action) => [
      `POST /registered_users/${action}_company_user`,
      {
        allow: COMPANY_ADMINS,
        objects: {
          // A BLOCKED user cannot be deactivated, disabled or blocked again, an APPROVED one not enabled: 409
          // shows the caller got past access and ownership without changing anything.
          call: (w: World, actor: Actor, kind: ObjectKind) => ({
            url: `/registered_users/${action}_company_user`,
            body: {
              username: memberOf(w, actor, kind, action === 'enable').username,
              ...(action === 'disable' ? { days: 1 } : action === 'block' ? { blockReason: 'matrix' } : {}),
            },
          }),
          expect: {
            trader: k(STATUS_FORBIDS, NOT_FOUND, NOT_FOUND),
            otherTrader: k(STATUS_FORBIDS, NOT_FOUND, NOT_FOUND),
            admin: k(NOT_ADMINISTRATOR, NOT_ADMINISTRATOR, NOT_ADMINISTRATOR),
          },
        },
      } satisfies Row,
    ]),
  ),

  // Company signature, stamp and licences
  'GET /get_company_signature/:companyId': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) => companyCall((c) => ({ url: `/get_company_signature/${w.company[c]}` }))(w, a, kind),
      expect: COMPANY_FILE_READ,
    },
  },
  'GET /get_company_stamp/:companyId': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) => companyCall((c) => ({ url: `/get_company_stamp/${w.company[c]}` }))(w, a, kind),
      expect: COMPANY_FILE_READ,
    },
  },
  'GET /trader_license_types': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        companyCall((c) => ({ url: `/trader_license_types?companyId=${w.company[c]}` }))(w, a, kind),
      // Operators deciding participation requests read licences too.
      expect: { ...COMPANY_FILE_READ, operator: k(null, 200, 200) },
    },
  },
  'POST /trader_license_types': {
    allow: SIGNED_IN,
    call: (w) => ({ url: '/trader_license_types', body: w.licenceBody }),
    expect: { ...each(SIGNED_IN, 403), trader: 200, otherTrader: 200 },
  },
  'POST /attachments/trader_license_type_attachment/:id/update': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        licenceCall((id) => ({ url: `/attachments/trader_license_type_attachment/${id}/update`, body: w.licenceBody }))(
          w,
          a,
          kind,
        ),
      expect: licenceUpdate(200),
    },
  },
  'DELETE /trader_license_types/:id': {
    allow: SIGNED_IN,
    objects: { call: licenceCall((id) => ({ url: `/trader_license_types/${id}` }), true), expect: licenceUpdate(200) },
  },

  // Bank guarantees
  'GET /bank_guarantees/by_username': {
    allow: GUARANTEE_READERS,
    objects: {
      call: (w, actor, kind) => {
        const owner = guaranteeOwner(actor, kind);
        return owner ? { url: `/bank_guarantees/by_username?username=${w.account[owner].username}` } : undefined;
      },
      expect: { ...each(HOLDERS, k(200, 403, 403)), registry: k(200, 200, NOT_FOUND), admin: k(200, 200, NOT_FOUND) },
    },
  },
  'GET /bank_guarantees/paged': { allow: REGISTRY, expect: 200 },
  'GET /bank_guarantees/export': {
    allow: REGISTRY,
    call: () => ({ url: '/bank_guarantees/export?format=csv' }),
    expect: 200,
  },
  'GET /bank_guarantees/:id': {
    allow: GUARANTEE_READERS,
    objects: {
      call: guaranteeCall((id) => ({ url: `/bank_guarantees/${id}` })),
      expect: {
        ...each(HOLDERS, k(200, NOT_FOUND, NOT_FOUND)),
        registry: k(null, 200, NOT_FOUND),
        admin: k(200, 200, NOT_FOUND),
      },
    },
  },
  'GET /get_bank_guarantee/:id': {
    allow: GUARANTEE_READERS,
    objects: {
      // Every ACTIVE guarantee of the world has a document.
      call: guaranteeCall((id) => ({ url: `/get_bank_guarantee/${id}` })),
      expect: {
        ...each(HOLDERS, k(200, NOT_FOUND, NOT_FOUND)),
        registry: k(null, 200, NOT_FOUND),
        admin: k(200, 200, NOT_FOUND),
      },
    },
  },
  'POST /bank_guarantees': {
    allow: ACCOUNT_HOLDERS,
    objects: {
      // An edit sending the guarantee's own values: only the owner's is found.
      call: guaranteeCall((_id, values) => ({ url: '/bank_guarantees', body: values })),
      expect: each(ACCOUNT_HOLDERS, k(200, NOT_FOUND, NOT_FOUND)),
    },
  },
  'DELETE /bank_guarantees/:id': {
    allow: ACCOUNT_HOLDERS,
    objects: {
      // The caller's own is a decided one (409): found, and left in place.
      call: (w, actor, kind) =>
        kind === 'own'
          ? actor === 'anonymous' || !w.decidedGuarantee[actor]
            ? undefined
            : { url: `/bank_guarantees/${w.decidedGuarantee[actor].id}` }
          : guaranteeCall((id) => ({ url: `/bank_guarantees/${id}` }))(w, actor, kind),
      expect: each(ACCOUNT_HOLDERS, k(GUARANTEE_NOT_ACTIVE, NOT_FOUND, NOT_FOUND)),
    },
  },
  ...Object.fromEntries(
    (['cancel', 'invalidate', 'mark_used'] as const).map((decision) => [
      `POST /bank_guarantees/${decision}`,
      {
        allow: REGISTRY,
        objects: {
          // Someone else's is a decided one (409 not active); the administrator's own is refused (409).
          call: guaranteeCall((id) => ({ url: `/bank_guarantees/${decision}`, body: { id, notes: 'matrix' } }), true),
          expect: {
            registry: k(null, GUARANTEE_NOT_ACTIVE, NOT_FOUND),
            admin: k([409, 'bank_guarantee.own_guarantee'], GUARANTEE_NOT_ACTIVE, NOT_FOUND),
          },
        },
      } satisfies Row,
    ]),
  ),

  // Attachments (bank guarantee documents as the objects)
  'GET /attachments/settings': { allow: SIGNED_IN, expect: 200 },
  'POST /attachments/:bean/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: guaranteeCall((id) => uploadCall(`/attachments/bank_guarantee/${id}`)),
      expect: guaranteeFiles(200, 403),
    },
  },
  'POST /portal_attachments/:bean/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: guaranteeCall((id) => uploadCall(`/portal_attachments/bank_guarantee/${id}`)),
      expect: guaranteeFiles(200, 403),
    },
  },
  // 'POST /portal_attachments/:objectId' (portal documents' files) is in portal-documents.ts.
  'GET /attachments/:bean/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: guaranteeCall((id) => ({ url: `/attachments/bank_guarantee/${id}` })),
      expect: guaranteeFiles(200, 200),
    },
  },
  'GET /attachments/:id': {
    allow: EVERYONE,
    objects: {
      call: documentCall((id) => ({ url: `/attachments/${id}` })),
      // Downloads are routed publicly (public beans); the guarantee decides: 401 without a session.
      expect: { ...guaranteeFiles(200, 200), anonymous: k(null, 401, 401) },
    },
  },
  'GET /portal_attachments/get/:id': {
    allow: EVERYONE,
    objects: {
      call: documentCall((id) => ({ url: `/portal_attachments/get/${id}` })),
      expect: { ...guaranteeFiles(200, 200), anonymous: k(null, 401, 401) },
    },
  },
  'DELETE /attachments/:id': {
    allow: SIGNED_IN,
    objects: {
      call: disposableDocumentCall((id) => ({ url: `/attachments/${id}` })),
      expect: guaranteeFiles(200, 403),
    },
  },
  'DELETE /attachments/:bean/:id': {
    allow: SIGNED_IN,
    objects: {
      call: disposableDocumentCall((id) => ({ url: `/attachments/bank_guarantee/${id}` })),
      expect: guaranteeFiles(200, 403),
    },
  },
};
