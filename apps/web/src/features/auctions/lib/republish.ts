import type { LotStatus } from '@portal/contracts/auction-status';

/** Only an UNSOLD lot is offered again (republish answers 409 `auction.lot_not_unsold` for any other). */
export const isRepublishable = (lot: { status: LotStatus }) => lot.status === 'UNSOLD';

/**
 * The lots the operator republishes: `chosen` is null until the operator changes the selection, which
 * means every republishable lot (all are chosen by default); ids that are not republishable are dropped.
 */
export function chosenLotIds(chosen: readonly number[] | null, lots: ReadonlyArray<{ id: number; status: LotStatus }>) {
  const offered = lots.filter(isRepublishable).map((lot) => lot.id);
  return chosen === null ? offered : chosen.filter((id) => offered.includes(id));
}
