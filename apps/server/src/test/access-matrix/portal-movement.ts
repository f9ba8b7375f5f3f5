// Rows of the access matrix (see ../access-matrix.ts): the customs portal's movement certificate cases, their
// certificate, goods and invoices, their submit and cancel, and the public display of a certificate.
import { eq } from 'drizzle-orm';
import { buildMovementCase, lineIdsOf } from '../factories';
import { caseSubTypes } from '../../modules/vocabularies/tables';
import type { Actor, Call, ObjectKind, World } from '../access-world';
import { EVERYONE, NOT_FOUND, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const NO_OWN_SUBJECT = [409, 'portal.no_own_subject'] as const;
const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

async function subTypeOf(w: World, code: string) {
  const [row] = await w.t.platform.db
    .select({ id: caseSubTypes.id })
    .from(caseSubTypes)
    .where(eq(caseSubTypes.code, code));
  return row.id;
}

/**
 * A DRAFT movement certificate case about another person with two goods lines and two invoices: the caller's own,
 * or someone else's (the trader's, for the trader the other trader's). Staff accounts' cases are not a kind.
 */
const onMovement =
  (build: (w: World, id: number) => Call | Promise<Call>) => async (w: World, actor: Actor, kind: ObjectKind) => {
    if (actor === 'anonymous' || kind === 'staff') return undefined;
    const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
    const row = await buildMovementCase(w.t.platform.db, w.account[filer].username, {
      aboutIndividualId: w.individual.other,
      goods: 2,
      invoices: 2,
    });
    return build(w, row.id);
  };

/**
 * The same, but the caller's own case is about their own company or themself (for staff, who have neither, about
 * another person), as a case to load a declaration into: only the declarant's own declarations load. Someone else's
 * case is about another person, as above.
 */
const onOwnSubjectMovement =
  (build: (w: World, id: number) => Call | Promise<Call>) => async (w: World, actor: Actor, kind: ObjectKind) => {
    if (actor === 'anonymous' || kind === 'staff') return undefined;
    const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
    // Someone else's case is about another person (never shared with the caller's company).
    const ownSubject = kind === 'own' && (WITH_OWN_RECORD as readonly string[]).includes(filer);
    const row = await buildMovementCase(w.t.platform.db, w.account[filer].username, {
      ...(ownSubject ? {} : { aboutIndividualId: w.individual.other }),
    });
    return build(w, row.id);
  };
const NOT_REGISTERED = [409, 'portal.declaration_not_registered'] as const;

const ref = (id: number) => ({ movementCertificateCase: { id } });

export const PORTAL_MOVEMENT_ROWS: Record<string, Row> = {
  'POST /movement_certificate_cases/create_movement_certificate_case': {
    allow: CASE_FILERS,
    call: async (w) => ({
      url: '/movement_certificate_cases/create_movement_certificate_case',
      body: { subTypeId: await subTypeOf(w, 'MOV_EUR1'), subject: 'Access matrix' },
    }),
    expect: { ...each(WITH_OWN_RECORD, 200), ...each(['officer', 'admin'], NO_OWN_SUBJECT) },
  },
  'GET /movement_certificate_cases/:id': {
    allow: CASE_FILERS,
    objects: { call: onMovement((_, id) => ({ url: `/movement_certificate_cases/${id}` })), expect: OWN_OR_404 },
  },
  'POST /movement_certificate_cases/edit_movement_certificate_case': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement(async (w, id) => ({
        url: '/movement_certificate_cases/edit_movement_certificate_case',
        body: { id, subTypeId: await subTypeOf(w, 'MOV_EUR_MED'), subject: 'Edited' },
      })),
      expect: OWN_OR_404,
    },
  },
  // E1001 was lodged by the demo company: its users load it into their company's case; anyone else gets the answer
  // of a declaration the register does not hold, on their own case too; others' cases are 404.
  'POST /movement_certificate_cases/load_customs_declaration_data': {
    allow: CASE_FILERS,
    objects: {
      call: onOwnSubjectMovement((_, id) => ({
        url: '/movement_certificate_cases/load_customs_declaration_data',
        body: {
          ...ref(id),
          declaration: { declarationNumber: 'E1001', declarationOffice: '1041', declarationYear: 2025 },
        },
      })),
      expect: {
        ...each(['trader', 'companyUser'], k(200, NOT_FOUND, null)),
        ...each(['otherTrader', 'individual', 'officer', 'admin'], k(NOT_REGISTERED, NOT_FOUND, null)),
      },
    },
  },
  'POST /movement_certificate_cases/submit_movement_certificate_case': {
    allow: CASE_FILERS,
    // Without its required document the owner's submit is refused (409); others' cases are 404.
    objects: {
      call: onMovement((_, id) => ({
        url: '/movement_certificate_cases/submit_movement_certificate_case',
        body: { id },
      })),
      expect: each(CASE_FILERS, k([409, 'portal.required_documents_missing'], NOT_FOUND, null)),
    },
  },
  'GET /movement_certificate_cases/cancel_case/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({ url: `/movement_certificate_cases/cancel_case/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'GET /movement_certificates/by_movement_certificate_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({ url: `/movement_certificates/by_movement_certificate_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /movement_certificates/edit_movement_certificate': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({
        url: '/movement_certificates/edit_movement_certificate',
        body: { ...ref(id), exporter: 'Matrix' },
      })),
      expect: OWN_OR_404,
    },
  },
  // Public: an unknown urlNumber is 404 for everyone (the issued one is in the module's tests).
  'GET /movement_certificates/movement_certificate_display/:urlNumber': {
    allow: EVERYONE,
    call: () => ({ url: `/movement_certificates/movement_certificate_display/${'0'.repeat(32)}` }),
    expect: NOT_FOUND,
  },
  'GET /movement_certificate_goods/by_movement_certificate_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({ url: `/movement_certificate_goods/by_movement_certificate_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({
        url: '/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case',
        body: { ...ref(id), description: 'Shoes' },
      })),
      expect: OWN_OR_404,
    },
  },
  'POST /movement_certificate_goods/save_goods': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({
        url: '/movement_certificate_goods/save_goods',
        body: { ...ref(id), itemNumber: 2, description: 'Boots' },
      })),
      expect: OWN_OR_404,
    },
  },
  'DELETE /movement_certificate_goods/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement(async (w, id) => ({
        url: `/movement_certificate_goods/${(await lineIdsOf(w.t.platform.db, id, 'goods'))[0]}`,
      })),
      expect: OWN_OR_404,
    },
  },
  'GET /movement_certificate_invoices/by_movement_certificate_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({ url: `/movement_certificate_invoices/by_movement_certificate_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({
        url: '/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case',
        body: { ...ref(id), invoiceNumber: 'INV-9' },
      })),
      expect: OWN_OR_404,
    },
  },
  'POST /movement_certificate_invoices/save_invoices': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement((_, id) => ({
        url: '/movement_certificate_invoices/save_invoices',
        body: { ...ref(id), itemNumber: 1, invoiceNumber: 'INV-1b' },
      })),
      expect: OWN_OR_404,
    },
  },
  'DELETE /movement_certificate_invoices/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onMovement(async (w, id) => ({
        url: `/movement_certificate_invoices/${(await lineIdsOf(w.t.platform.db, id, 'invoices'))[0]}`,
      })),
      expect: OWN_OR_404,
    },
  },
};
