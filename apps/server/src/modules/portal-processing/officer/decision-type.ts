import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { CaseRow } from '../../portal-cases';
import { caseSubTypesByIds } from '../../portal-cases';
import { rowsByCode, vocabularyDefinition, vocabularyRecordsByIds } from '../../vocabularies';
import { caseKindOf } from '../kinds/registry';

/**
 * The register's decision type a case's sub-type implies (a complaint about a valuation ends in a valuation
 * decision, a tariff question in a classification); otherwise a kind's descriptor may imply its own type
 * (`decisionTypeCode`), and every other case (a general case "Other", a complaint without a sub-type) is decided
 * under the general decision type: the officer's choice is optional, empty means the sub-type's.
 */
const TYPE_OF_SUB_TYPE: Record<string, string> = {
  GEN_TARIFF: 'DEC_CLASSIFICATION',
  GEN_VALUATION: 'DEC_VALUATION',
  GEN_ORIGIN: 'DEC_ORIGIN',
  CMP_VALUATION: 'DEC_VALUATION',
  CMP_CLASSIFICATION: 'DEC_CLASSIFICATION',
  CMP_PENALTY: 'DEC_PENALTY',
};

/** The decision type of a case whose sub-type and kind name none. */
export const GENERAL_DECISION_TYPE = 'DEC_GENERAL';

export const DECISION_TYPE_ERROR = {
  required: 'portal.decision_type_required',
  unknown: 'portal.decision_type_unknown',
} as const;

/**
 * The code of the decision type under which a portal decision is registered: the officer's (an active type),
 * else the one the case's sub-type or kind implies, else the general one; 400 on `decisionTypeId` only when the
 * implied type was deactivated.
 */
export async function decisionTypeCodeFor(
  tx: Db,
  row: Pick<CaseRow, 'caseType' | 'subTypeId'>,
  chosenId: number | null | undefined,
): Promise<string> {
  if (chosenId != null) {
    const chosen = (await vocabularyRecordsByIds(tx, 'portal_decision_types', [chosenId])).get(chosenId);
    if (!chosen?.active) throw badRequest({ decisionTypeId: DECISION_TYPE_ERROR.unknown });
    return chosen.code;
  }
  const subType =
    row.subTypeId === null ? undefined : (await caseSubTypesByIds(tx, [row.subTypeId])).get(row.subTypeId);
  const implied =
    (subType && TYPE_OF_SUB_TYPE[subType.code]) ?? caseKindOf(row.caseType).decisionTypeCode ?? GENERAL_DECISION_TYPE;
  const [type] = await rowsByCode(tx, vocabularyDefinition('portal_decision_types'), [implied]);
  if (type?.active) return type.code;
  throw badRequest({ decisionTypeId: DECISION_TYPE_ERROR.required });
}
