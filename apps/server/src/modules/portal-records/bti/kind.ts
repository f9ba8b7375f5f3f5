import { BTI_ERROR, type BtiFields } from '@portal/contracts/portal-bti';
import { conflict } from '../../../platform/errors';
import type { CaseKind } from '../../portal-cases';
import { approveBti } from './approval';
import { btiRecordsPresent, insertBtiOfCase } from './btis';

/**
 * The BTI kind: made with its BTI (one per case; the fields given, else empty), submitted once it names its goods
 * and the proposed tariff code (409 `portal.bti_records_missing`), approved into a decided BTI with its PDF.
 */
export const btiCaseKind: CaseKind<BtiFields | null | undefined, 'BTI'> = {
  code: 'BTI',
  subTypeField: { create: 'subTypeId', edit: 'subTypeId' },
  createRecords: async (tx, { actor, row }, bti) => {
    await insertBtiOfCase(tx, actor, row, bti);
  },
  submitCheck: async (tx, row) => {
    if (!(await btiRecordsPresent(tx, row))) throw conflict(BTI_ERROR.recordsMissing);
  },
  approve: approveBti,
  decisionTypeCode: 'DEC_CLASSIFICATION',
};
