// Rows of the access matrix (see ../access-matrix.ts): the customs portal's documents and forum routes.
//
// The objects are cases (their documents, files and forums): `own` is a DRAFT case the actor filed, `other` a
// SUBMITTED case of another filer (officers see it, other filers do not), `staff` stands here for another filer's
// DRAFT case (nobody else sees it, officers included).
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { PORTAL_DOCUMENT_BEAN } from '@portal/contracts/portal-documents';
import { storeServerFile } from '../../modules/attachments';
import { PDF } from '../../modules/attachments/test-files';
import { forumOfCase } from '../../modules/portal-cases';
import { buildCase } from '../factories';
import { portalDocuments } from '../../modules/portal-documents/tables';
import { documentTypeId, ensureOfficerPage } from '../../modules/portal-documents/test-support';
import { forumMessages } from '../../modules/portal-forum/tables';
import type { Actor, Call, ObjectKind, SignedIn, World } from '../access-world';
import { NOT_FOUND, SIGNED_IN, each, k, uploadCall, type PerKind, type Row } from './support';

/** Who reaches the portal's case calls: the filers (home page) and the officers (processing page). */
const CASE_SIDES = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
const FILERS = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const OFFICERS = ['officer', 'admin'] as const;
const isCaseSide = (actor: Actor): actor is (typeof CASE_SIDES)[number] =>
  (CASE_SIDES as readonly string[]).includes(actor);

type Fixture = { caseId: number; forumId: number; documentId: number; attachmentId: number; typeId: number };
const fixtures = new WeakMap<World, Map<string, Promise<Fixture>>>();

/** A case of `owner` in `status` with one outgoing document (and its file); one per world, owner and status. */
function fixture(w: World, owner: SignedIn, status: CaseStatus): Promise<Fixture> {
  let cache = fixtures.get(w);
  if (!cache) fixtures.set(w, (cache = new Map()));
  const key = `${owner}:${status}`;
  let made = cache.get(key);
  if (!made) {
    made = makeFixture(w, owner, status);
    cache.set(key, made);
  }
  return made;
}

async function makeFixture(w: World, owner: SignedIn, status: CaseStatus): Promise<Fixture> {
  const db = w.t.platform.db;
  await ensureOfficerPage(db);
  const company =
    owner === 'trader' || owner === 'companyUser' ? w.company.demo : owner === 'otherTrader' ? w.company.other : null;
  const row = await buildCase(db, {
    filerUserId: w.account[owner].id,
    filerCompanyId: company,
    aboutCompanyId: company,
    aboutIndividualId: company === null ? w.individual.person : null,
    status,
  });
  const typeId = await documentTypeId(db, 'GEN_REQUEST');
  const documentId = await newDocument(w, row.id, typeId);
  const file = await storeServerFile(
    { db, storage: w.t.platform.storage },
    { bean: PORTAL_DOCUMENT_BEAN, objectId: documentId },
    { fileName: 'matrix.pdf', content: PDF },
  );
  return { caseId: row.id, forumId: await forumOfCase(db, row.id), documentId, attachmentId: file.id, typeId };
}

async function newDocument(w: World, caseId: number, typeId: number): Promise<number> {
  const [document] = await w.t.platform.db
    .insert(portalDocuments)
    .values({ caseId, documentTypeId: typeId, direction: 'OUTGOING', description: 'Matrix' })
    .returning({ id: portalDocuments.id });
  return document.id;
}

/** A DRAFT message of the case's filer (for calls that submit or delete one). */
async function newDraft(w: World, owner: SignedIn, forumId: number): Promise<number> {
  const [message] = await w.t.platform.db
    .insert(forumMessages)
    .values({ forumId, authorUserId: w.account[owner].id, bodySQ: 'Matrix', bodySR: 'Matrix', bodyEN: 'Matrix' })
    .returning({ id: forumMessages.id });
  return message.id;
}

/** The owner of the case an actor acts on: themself, or another filer (not of their own company). */
function ownerOf(actor: Actor, kind: ObjectKind): SignedIn | undefined {
  if (kind === 'own') return isCaseSide(actor) ? actor : undefined;
  return actor === 'trader' || actor === 'companyUser' ? 'otherTrader' : 'trader';
}
const statusOf = (kind: ObjectKind): CaseStatus => (kind === 'other' ? 'SUBMITTED' : 'DRAFT');

/** A call on the case (and its fixture) the actor acts on for `kind`. */
const onCase =
  (build: (f: Fixture, w: World, owner: SignedIn) => Call | Promise<Call>) =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    const owner = ownerOf(actor, kind);
    return owner ? build(await fixture(w, owner, statusOf(kind)), w, owner) : undefined;
  };

/** Reads: the case's own side, officers on submitted cases; a draft of someone else is hidden from everyone. */
const READ: Partial<Record<Actor, PerKind>> = {
  ...each(FILERS, k(200, NOT_FOUND, NOT_FOUND)),
  ...each(OFFICERS, k(200, 200, NOT_FOUND)),
};
/** The filer's changes: officers see a submitted case but change nothing of the filer's (403). */
const FILER_WRITE: Partial<Record<Actor, PerKind>> = {
  ...each(FILERS, k(200, NOT_FOUND, NOT_FOUND)),
  ...each(OFFICERS, k(200, 403, NOT_FOUND)),
};
/** A message of one's own on the forum: both sides write on a case they see. */
const FORUM_WRITE = READ;
/** Someone else's draft: nobody but its author sees it. */
const OWN_DRAFT_ONLY: Partial<Record<Actor, PerKind>> = each(CASE_SIDES, k(200, NOT_FOUND, NOT_FOUND));

const caseRead = (path: string): Row => ({
  allow: CASE_SIDES,
  objects: { call: onCase((f) => ({ url: `${path}/${f.caseId}` })), expect: READ },
});

export const PORTAL_DOCUMENTS_ROWS: Record<string, Row> = {
  'GET /portal_documents/by_case_id/:id': caseRead('/portal_documents/by_case_id'),
  'GET /portal_documents/get_outgoing_documents_for_case_id/:id': caseRead(
    '/portal_documents/get_outgoing_documents_for_case_id',
  ),
  'GET /portal_documents/get_incoming_documents_for_case_id/:id': caseRead(
    '/portal_documents/get_incoming_documents_for_case_id',
  ),
  'POST /portal_documents': {
    allow: CASE_SIDES,
    objects: {
      call: onCase((f) => uploadCall(`/portal_documents?caseId=${f.caseId}&typeId=${f.typeId}`)),
      expect: FILER_WRITE,
    },
  },
  'GET /portal_documents/edit_portal_document': {
    allow: CASE_SIDES,
    objects: {
      call: onCase((f) => ({
        url: `/portal_documents/edit_portal_document?id=${f.documentId}&typeId=${f.typeId}&description=Matrix`,
      })),
      expect: FILER_WRITE,
    },
  },
  'DELETE /portal_documents/:id': {
    allow: CASE_SIDES,
    objects: {
      // The actor's own case gets a new document for each call; the others keep theirs.
      call: async (w, actor, kind) => {
        const owner = ownerOf(actor, kind);
        if (!owner) return undefined;
        const f = await fixture(w, owner, statusOf(kind));
        const id = kind === 'own' ? await newDocument(w, f.caseId, f.typeId) : f.documentId;
        return { url: `/portal_documents/${id}` };
      },
      expect: FILER_WRITE,
    },
  },
  // A document's file: replaced by its filer (one file per document) while the case is editable.
  'POST /portal_attachments/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: onCase((f) => uploadCall(`/portal_attachments/${f.documentId}`)),
      expect: {
        ...FILER_WRITE,
        ...each(['operator', 'registry'], k(null, NOT_FOUND, NOT_FOUND)),
      },
    },
  },
  'GET /portal_document_types/by_code': {
    allow: SIGNED_IN,
    call: () => ({ url: '/portal_document_types/by_code?code=COMPLAINT_GENERAL' }),
    expect: 200,
  },

  // Forum
  'GET /forum/get_forum_messages/:id': {
    allow: CASE_SIDES,
    objects: { call: onCase((f) => ({ url: `/forum/get_forum_messages/${f.forumId}` })), expect: READ },
  },
  'POST /forum_messages': {
    allow: CASE_SIDES,
    objects: {
      call: onCase((f) => ({ url: '/forum_messages', body: { forum: { id: f.forumId }, bodySQ: 'Matrix' } })),
      expect: FORUM_WRITE,
    },
  },
  'POST /forum_messages/submit_forum_message': {
    allow: CASE_SIDES,
    objects: {
      call: onCase(async (f, w, owner) => ({
        url: '/forum_messages/submit_forum_message',
        body: { id: await newDraft(w, owner, f.forumId) },
      })),
      expect: OWN_DRAFT_ONLY,
    },
  },
  'DELETE /forum_messages/:id': {
    allow: CASE_SIDES,
    objects: {
      call: onCase(async (f, w, owner) => ({ url: `/forum_messages/${await newDraft(w, owner, f.forumId)}` })),
      expect: OWN_DRAFT_ONLY,
    },
  },
};
