import { AUCTION_STATUSES, LOT_STATUSES } from '@portal/contracts/auction-status';
import { auctionInputSchema, lotInputSchema } from '@portal/contracts/auctions';
import { auctionStatusText, lotStatusText } from './status-texts';
import type { FormField, ListFilter, ObjectSchema, Text } from '@/shared/admin-kit/types';

export const AUCTION_LABELS = {
  auctionNumber: ['auction.number', 'Auction number'],
  startDate: ['auction.start_date', 'Start'],
  endDate: ['auction.end_date', 'End'],
  notes: ['auction.notes', 'Notes'],
  status: ['auction.status', 'Status'],
  lotCount: ['auction.lot_count', 'Lots'],
  startFrom: ['auction.start_from', 'Start from'],
  startTo: ['auction.start_to', 'Start to'],
  valueEN: ['auction.instruction_en', 'Instructions (English)'],
  valueSQ: ['auction.instruction_sq', 'Instructions (Albanian)'],
  valueSR: ['auction.instruction_sr', 'Instructions (Serbian)'],
  paymentTermDays: ['auction.payment_term_days', 'Payment term (days after the end)'],
  pickUpPlaceSQ: ['auction.pick_up_place_sq', 'Pick-up place (Albanian)'],
  pickUpPlaceEN: ['auction.pick_up_place_en', 'Pick-up place (English)'],
  pickUpPlaceSR: ['auction.pick_up_place_sr', 'Pick-up place (Serbian)'],
  pickUpHoursSQ: ['auction.pick_up_hours_sq', 'Pick-up hours (Albanian)'],
  pickUpHoursEN: ['auction.pick_up_hours_en', 'Pick-up hours (English)'],
  pickUpHoursSR: ['auction.pick_up_hours_sr', 'Pick-up hours (Serbian)'],
  nextStepsNoteSQ: ['auction.next_steps_note_sq', 'Contract and next steps note (Albanian)'],
  nextStepsNoteEN: ['auction.next_steps_note_en', 'Contract and next steps note (English)'],
  nextStepsNoteSR: ['auction.next_steps_note_sr', 'Contract and next steps note (Serbian)'],
} as const satisfies Record<string, Text>;

export const LOT_LABELS = {
  code: ['lot.code', 'Lot code'],
  description: ['lot.description', 'Description'],
  descriptionSQ: ['lot.description_sq', 'Description (Albanian)'],
  descriptionEN: ['lot.description_en', 'Description (English)'],
  descriptionSR: ['lot.description_sr', 'Description (Serbian)'],
  startingPrice: ['lot.starting_price', 'Starting price'],
  minimumIncrementAmount: ['lot.minimum_increment', 'Minimum increment'],
  guaranteeAmount: ['lot.guarantee_amount', 'Guarantee amount'],
  status: ['lot.status', 'Status'],
  auctionNumber: ['lot.auction', 'Auction'],
  productCount: ['lot.product_count', 'Products'],
  lotPart: ['lot.part', 'Part'],
  search: ['lot.search', 'Code or description'],
} as const satisfies Record<string, Text>;

type T = (key: string, fallback: string) => string;

/** The auctions list's filters; `withStatus` false on the created auctions screen (always CREATED). */
export const auctionFilters = (t: T, withStatus: boolean): ListFilter[] => [
  { name: 'number', label: AUCTION_LABELS.auctionNumber, kind: 'text' },
  ...(withStatus
    ? [
        {
          name: 'status',
          label: AUCTION_LABELS.status,
          kind: 'select',
          source: { options: AUCTION_STATUSES.map((s) => ({ value: s, label: t(...auctionStatusText(s)) })) },
        } satisfies ListFilter,
      ]
    : []),
  { name: 'startFrom', label: AUCTION_LABELS.startFrom, kind: 'text' },
  { name: 'startTo', label: AUCTION_LABELS.startTo, kind: 'text' },
];

export const lotFilters = (t: T): ListFilter[] => [
  { name: 'code', label: LOT_LABELS.code, kind: 'text' },
  { name: 'search', label: LOT_LABELS.search, kind: 'text' },
  {
    name: 'status',
    label: LOT_LABELS.status,
    kind: 'select',
    source: { options: LOT_STATUSES.map((s) => ({ value: s, label: t(...lotStatusText(s)) })) },
  },
];

const datesLocked: Text = ['auction.dates_locked', 'Dates and notes change only while the auction is created.'];

export const AUCTION_FIELDS: FormField[] = [
  { name: 'startDate', label: AUCTION_LABELS.startDate, kind: 'dateTime', lockedHelp: datesLocked },
  { name: 'endDate', label: AUCTION_LABELS.endDate, kind: 'dateTime', lockedHelp: datesLocked },
  { name: 'notes', label: AUCTION_LABELS.notes, kind: 'textarea', lockedHelp: datesLocked },
];
export const AUCTION_SCHEMA = auctionInputSchema as unknown as ObjectSchema;

/** The winner's next steps (ADR 0088): the term, then each text in the three languages. */
export const NEXT_STEPS_FIELDS: FormField[] = [
  {
    name: 'paymentTermDays',
    label: AUCTION_LABELS.paymentTermDays,
    kind: 'number',
    help: ['auction.payment_term_help', 'Whole days, 1 to 90; the winner pays by the end’s day plus this many days.'],
    lockedHelp: datesLocked,
  },
  ...(['pickUpPlace', 'pickUpHours', 'nextStepsNote'] as const).flatMap((text) =>
    (['SQ', 'EN', 'SR'] as const).map((lang): FormField => ({
      name: `${text}${lang}`,
      label: AUCTION_LABELS[`${text}${lang}`],
      kind: text === 'nextStepsNote' ? 'textarea' : 'text',
      lockedHelp: datesLocked,
    })),
  ),
];

const lotLocked: Text = ['lot.field_locked', 'The lot can be changed only while created, or once after enable edit.'];

export const LOT_FIELDS: FormField[] = [
  { name: 'description', label: LOT_LABELS.descriptionSQ, kind: 'textarea', lockedHelp: lotLocked },
  { name: 'descriptionEN', label: LOT_LABELS.descriptionEN, kind: 'textarea', lockedHelp: lotLocked },
  { name: 'descriptionSR', label: LOT_LABELS.descriptionSR, kind: 'textarea', lockedHelp: lotLocked },
  { name: 'startingPrice', label: LOT_LABELS.startingPrice, kind: 'number', lockedHelp: lotLocked },
  { name: 'minimumIncrementAmount', label: LOT_LABELS.minimumIncrementAmount, kind: 'number', lockedHelp: lotLocked },
  { name: 'guaranteeAmount', label: LOT_LABELS.guaranteeAmount, kind: 'number', lockedHelp: lotLocked },
];
export const LOT_SCHEMA = lotInputSchema as unknown as ObjectSchema;
