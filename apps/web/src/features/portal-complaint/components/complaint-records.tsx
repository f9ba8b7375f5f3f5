import type { PortalCase } from '@portal/contracts/portal-cases';
import { DeclarationRecords } from './declaration-records';
import { DecisionRecord } from './decision-record';

/**
 * The records of a complaint case (spec §3, §7 "Complaint"): its customs declarations or its decision, editable
 * while `editable` (the case screens pass whether the owner may edit now), read-only otherwise.
 */
export function ComplaintRecords({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  return portalCase.customsDeclarationDecision ? (
    <DeclarationRecords caseId={portalCase.id} editable={editable} />
  ) : (
    <DecisionRecord caseId={portalCase.id} editable={editable} />
  );
}
