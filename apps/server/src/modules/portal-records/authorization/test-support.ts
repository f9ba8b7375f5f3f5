// Factories of authorization cases with their records, for this module's tests and the access matrix.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { fileCaseAs, submittedAtCreation } from '../../portal-cases/test-support';
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
  const row = await fileCaseAs(
    db,
    username,
    {
      caseType: 'AUTHORIZATION',
      subject: `Authorization of ${username}`,
      subTypeId: await idByCode(db, caseSubTypes, 'AUTH_NEW'),
      licence: options.licence ?? false,
    },
    options.aboutIndividualId,
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
  await submittedAtCreation(db, row.id, status);
  return { ...row, status, lines };
}
