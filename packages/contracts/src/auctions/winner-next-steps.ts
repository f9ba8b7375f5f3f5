import { z } from 'zod';
import { wallTimeIn } from '../common/dates';
import { textSchema } from '../common/input';
import { LANGUAGES, type Language } from '../common/languages';
import { multilingualFields, multilingualKey } from '../common/multilingual';
import { DEFAULT_TIME_ZONE } from '../common/time-zone';
import '../common/zod-messages';

/**
 * What the winner of a lot does after the end (docs/adr/0088): pay within the auction's payment term, pick the goods
 * up at its place and hours, and read its note on the contract. Kept per auction, the texts in every language.
 */
export const PAYMENT_TERM_DAYS_MIN = 1;
export const PAYMENT_TERM_DAYS_MAX = 90;
/** The term an auction gets when the operator gives none (a constant, not a setting: ADR 0088). */
export const PAYMENT_TERM_DAYS_DEFAULT = 8;
export const PICK_UP_TEXT_MAX = 500;
export const NEXT_STEPS_NOTE_MAX = 4000;

const pickUpText = textSchema().trim().max(PICK_UP_TEXT_MAX).nullish();
const noteText = textSchema().trim().max(NEXT_STEPS_NOTE_MAX).nullish();

/**
 * The next-steps fields of `POST /auctions`. All optional, so older clients still save an auction: a missing term is
 * the default on create and unchanged on update; a missing text is unchanged on update, an empty one is cleared.
 */
export const auctionNextStepsInputFields = {
  paymentTermDays: z.number().int().min(PAYMENT_TERM_DAYS_MIN).max(PAYMENT_TERM_DAYS_MAX).optional(),
  ...multilingualFields('pickUpPlace', pickUpText),
  ...multilingualFields('pickUpHours', pickUpText),
  ...multilingualFields('nextStepsNote', noteText),
};

/** The texts of the next steps, each kept in the three languages (`pickUpPlaceSQ` …). */
export const NEXT_STEPS_TEXT_FIELDS = ['pickUpPlace', 'pickUpHours', 'nextStepsNote'] as const;
export type NextStepsTextField = (typeof NEXT_STEPS_TEXT_FIELDS)[number];
/** Every field key of the next steps in an auction's input and record. */
export const NEXT_STEPS_FIELD_KEYS = [
  'paymentTermDays',
  ...NEXT_STEPS_TEXT_FIELDS.flatMap((field) => LANGUAGES.map((lang) => multilingualKey(field, lang))),
];

const storedText = z.string().nullable();
/** The next steps as an auction's record and its public page carry them (plain text, per language). */
export const auctionNextStepsSchema = z.object({
  paymentTermDays: z.number().int(),
  ...multilingualFields('pickUpPlace', storedText),
  ...multilingualFields('pickUpHours', storedText),
  ...multilingualFields('nextStepsNote', storedText),
});
export type AuctionNextSteps = z.infer<typeof auctionNextStepsSchema>;

/** A text in each interface language (null where the operator left it empty). */
const textsSchema = z.object({ sq: storedText, en: storedText, sr: storedText });
export type NextStepsTexts = z.infer<typeof textsSchema>;

/**
 * A lot's next steps as its winner (and only its winner) is told them: what they pay, the day they pay by (ISO
 * `YYYY-MM-DD`, a day in the business zone), and the auction's pick-up place, hours and note.
 */
export const winnerNextStepsSchema = z.object({
  amount: z.number(),
  paymentTermDays: z.number().int(),
  paymentDueDay: z.string(),
  pickUpPlace: textsSchema,
  pickUpHours: textsSchema,
  note: textsSchema,
});
export type WinnerNextSteps = z.infer<typeof winnerNextStepsSchema>;

/** The three languages' texts of one next-steps field of an auction. */
export function nextStepsTexts(auction: Record<string, unknown>, field: NextStepsTextField): NextStepsTexts {
  const text = (lang: Language) => {
    const value = auction[multilingualKey(field, lang)];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  return { sq: text('sq'), en: text('en'), sr: text('sr') };
}

/** The text in the reader's language, else the Albanian one, else English, else Serbian; null when none is written. */
export function nextStepsText(texts: NextStepsTexts, lang: Language): string | null {
  return texts[lang] ?? texts.sq ?? texts.en ?? texts.sr ?? null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The payment day rule (ADR 0088): the calendar day the lot ended on in the business zone, plus the term in calendar
 * days — counted on the calendar, never as 24-hour steps, so a daylight-saving change between the two moves nothing.
 * Answers ISO `YYYY-MM-DD`; the screens and mails show it as DD.MM.YYYY (`formatDay`).
 */
export function paymentDueDay(end: Date, termDays: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const wall = wallTimeIn(end, timeZone);
  const due = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + termDays));
  return `${pad(due.getUTCFullYear(), 4)}-${pad(due.getUTCMonth() + 1)}-${pad(due.getUTCDate())}`;
}
