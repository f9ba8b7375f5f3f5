// Factories of authorization cases with their records, for this module's tests and the access matrix.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { insertCase } from '../../portal-cases';
import { portalCases } from '../../portal-cases/tables';
import { findUserByUsername } from '../../users/service';
import { caseSubTypes, portalAuthorizationTypes, portalGoodsTypes } from '../../vocabularies/tables';
import { authorizations, authorizationTariffs, portalLicences, tariffs } from '../tables';

export async function idByCode(
  db: Db,
  table: typeof caseSubTypes | typeof portalAuthorizationTypes | typeof portalGoodsTypes | typeof tariffs,
  code: string,
): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  if (!row) throw new Error(`no ${code}`);
  return row.id;
}

/**
 * An authorization case filed by `username` about their company (else their individual record), or about
 * `aboutIndividualId` and theirs alone; with its authorization and licence rows; `filled` chooses the type (or goods
 * type) and adds one tariff line (84713000); in `status` (submitted at creation when past DRAFT).
 */
export async function buildAuthorizationCase(
  db: Db,
  username: string,
  options: { licence?: boolean; status?: CaseStatus; filled?: boolean; aboutIndividualId?: number } = {},
) {
  const user = (await findUserByUsername(db, username))!;
  const about = options.aboutIndividualId
    ? { filerCompanyId: null, aboutCompanyId: null, aboutIndividualId: options.aboutIndividualId }
    : {
        filerCompanyId: user.companyId,
        aboutCompanyId: user.companyId,
        aboutIndividualId: user.companyId ? null : user.individualId,
      };
  const row = await insertCase(
    db,
    { actorId: user.id, actorUsername: user.username, ip: '127.0.0.1' },
    {
      caseType: 'AUTHORIZATION',
      subject: `Authorization of ${username}`,
      description: null,
      subTypeId: await idByCode(db, caseSubTypes, 'AUTH_NEW'),
      licence: options.licence ?? false,
      customsDeclarationDecision: null,
      filerUserId: user.id,
      ...about,
    },
  );
  const filled = options.filled ?? false;
  await db.insert(authorizations).values({
    caseId: row.id,
    authorizationTypeId: filled ? await idByCode(db, portalAuthorizationTypes, 'CUSTOMS_WAREHOUSE') : null,
  });
  await db.insert(portalLicences).values({
    caseId: row.id,
    goodsTypeId: filled ? await idByCode(db, portalGoodsTypes, 'ELECTRONICS') : null,
  });
  const lines = filled
    ? await db
        .insert(authorizationTariffs)
        .values({
          caseId: row.id,
          tariffId: await idByCode(db, tariffs, '84713000'),
          code: '84713000',
          description: 'Laptops',
          quantity: 10,
          value: 5000,
        })
        .returning()
    : [];
  const status = options.status ?? 'DRAFT';
  if (status !== 'DRAFT') {
    await db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, row.id));
  }
  return { ...row, status, lines };
}
