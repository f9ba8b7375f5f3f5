import type { Language } from '@portal/contracts/languages';
import { toCents } from '@portal/contracts/bidding';

/**
 * An amount in euro and cents written out in words, for the bid confirmation (a figure mistyped by a
 * digit reads very differently in words). Whole numbers up to the trillions (the bid ceiling is 10^12).
 */
export function amountInWords(amount: number, lang: Language): string {
  const cents = toCents(Math.abs(amount));
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return WRITERS[lang](euros, rest);
}

/** Splits a whole number into groups of three digits, lowest first. */
function groups(n: number): number[] {
  const result: number[] = [];
  let rest = n;
  do {
    result.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return result;
}

// ---------------------------------------------------------------------------------------------
// English: "one thousand two hundred fifty euros and fifty cents".

const EN_SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function enUnder100(n: number): string {
  if (n < 20) return EN_SMALL[n];
  const unit = n % 10;
  return unit === 0 ? EN_TENS[Math.floor(n / 10)] : `${EN_TENS[Math.floor(n / 10)]}-${EN_SMALL[unit]}`;
}

function enUnder1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${EN_SMALL[hundreds]} hundred`);
  if (rest > 0) words.push(enUnder100(rest));
  return words.join(' ');
}

function enNumber(n: number): string {
  if (n === 0) return EN_SMALL[0];
  return groups(n)
    .map((group, scale) => (group === 0 ? '' : [enUnder1000(group), EN_SCALES[scale]].filter(Boolean).join(' ')))
    .reverse()
    .filter(Boolean)
    .join(' ');
}

function english(euros: number, cents: number): string {
  const main = `${enNumber(euros)} ${euros === 1 ? 'euro' : 'euros'}`;
  return cents === 0 ? main : `${main} and ${enNumber(cents)} ${cents === 1 ? 'cent' : 'cents'}`;
}

// ---------------------------------------------------------------------------------------------
// Albanian: "një mijë e pesëqind euro e pesëdhjetë centë" — "e" joins every part.

const SQ_UNITS = ['zero', 'një', 'dy', 'tre', 'katër', 'pesë', 'gjashtë', 'shtatë', 'tetë', 'nëntë'];
const SQ_TEENS = [
  'dhjetë',
  'njëmbëdhjetë',
  'dymbëdhjetë',
  'trembëdhjetë',
  'katërmbëdhjetë',
  'pesëmbëdhjetë',
  'gjashtëmbëdhjetë',
  'shtatëmbëdhjetë',
  'tetëmbëdhjetë',
  'nëntëmbëdhjetë',
];
const SQ_TENS = [
  '',
  '',
  'njëzet',
  'tridhjetë',
  'dyzet',
  'pesëdhjetë',
  'gjashtëdhjetë',
  'shtatëdhjetë',
  'tetëdhjetë',
  'nëntëdhjetë',
];
/** Scale words, singular and plural ("mijë" does not change). */
const SQ_SCALES: Array<[string, string]> = [
  ['', ''],
  ['mijë', 'mijë'],
  ['milion', 'milionë'],
  ['miliard', 'miliardë'],
  ['bilion', 'bilionë'],
];

function sqUnder100(n: number): string {
  if (n < 10) return SQ_UNITS[n];
  if (n < 20) return SQ_TEENS[n - 10];
  const unit = n % 10;
  return unit === 0 ? SQ_TENS[Math.floor(n / 10)] : `${SQ_TENS[Math.floor(n / 10)]} e ${SQ_UNITS[unit]}`;
}

function sqUnder1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${SQ_UNITS[hundreds]}qind`);
  if (rest > 0) words.push(sqUnder100(rest));
  return words.join(' e ');
}

function sqNumber(n: number): string {
  if (n === 0) return SQ_UNITS[0];
  return groups(n)
    .map((group, scale) => {
      if (group === 0) return '';
      const [one, many] = SQ_SCALES[scale];
      return [sqUnder1000(group), group === 1 ? one : many].filter(Boolean).join(' ');
    })
    .reverse()
    .filter(Boolean)
    .join(' e ');
}

function albanian(euros: number, cents: number): string {
  const main = `${sqNumber(euros)} euro`;
  return cents === 0 ? main : `${main} e ${sqNumber(cents)} ${cents === 1 ? 'cent' : 'centë'}`;
}

// ---------------------------------------------------------------------------------------------
// Serbian (Latin script): "hiljadu petsto evra i pedeset centi"; hiljada and milijarda are feminine
// (jedna, dve), the noun after a number follows its last digits (1 / 2–4 / 5 and up, 11–14).

type Gender = 'm' | 'f';
const SR_UNITS = ['nula', 'jedan', 'dva', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet'];
const SR_TEENS = [
  'deset',
  'jedanaest',
  'dvanaest',
  'trinaest',
  'četrnaest',
  'petnaest',
  'šesnaest',
  'sedamnaest',
  'osamnaest',
  'devetnaest',
];
const SR_TENS = [
  '',
  '',
  'dvadeset',
  'trideset',
  'četrdeset',
  'pedeset',
  'šezdeset',
  'sedamdeset',
  'osamdeset',
  'devedeset',
];
const SR_HUNDREDS = ['', 'sto', 'dvesta', 'trista', 'četiristo', 'petsto', 'šesto', 'sedamsto', 'osamsto', 'devetsto'];

/** Which form a noun takes after `n`: one (1, 21, …), few (2–4, 22–24, …) or many (the rest, 11–14 too). */
export function serbianForm(n: number): 'one' | 'few' | 'many' {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'many';
  if (last === 1) return 'one';
  if (last >= 2 && last <= 4) return 'few';
  return 'many';
}

function srUnit(n: number, gender: Gender): string {
  if (gender === 'f' && n === 1) return 'jedna';
  if (gender === 'f' && n === 2) return 'dve';
  return SR_UNITS[n];
}

function srUnder100(n: number, gender: Gender): string {
  if (n < 10) return srUnit(n, gender);
  if (n < 20) return SR_TEENS[n - 10];
  const unit = n % 10;
  return unit === 0 ? SR_TENS[Math.floor(n / 10)] : `${SR_TENS[Math.floor(n / 10)]} ${srUnit(unit, gender)}`;
}

function srUnder1000(n: number, gender: Gender): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(SR_HUNDREDS[hundreds]);
  if (rest > 0) words.push(srUnder100(rest, gender));
  return words.join(' ');
}

/** Scale words: gender and the noun's forms after one, a few and many. */
const SR_SCALES: Array<{ gender: Gender; one: string; few: string; many: string }> = [
  { gender: 'm', one: '', few: '', many: '' },
  { gender: 'f', one: 'hiljada', few: 'hiljade', many: 'hiljada' },
  { gender: 'm', one: 'milion', few: 'miliona', many: 'miliona' },
  { gender: 'f', one: 'milijarda', few: 'milijarde', many: 'milijardi' },
  { gender: 'm', one: 'bilion', few: 'biliona', many: 'biliona' },
];

function srNumber(n: number, gender: Gender): string {
  if (n === 0) return SR_UNITS[0];
  return groups(n)
    .map((group, scale) => {
      if (group === 0) return '';
      if (scale === 0) return srUnder1000(group, gender);
      // A thousand on its own is "hiljadu".
      if (scale === 1 && group === 1) return 'hiljadu';
      const word = SR_SCALES[scale];
      return `${srUnder1000(group, word.gender)} ${word[serbianForm(group)]}`;
    })
    .reverse()
    .filter(Boolean)
    .join(' ');
}

function serbian(euros: number, cents: number): string {
  const main = `${srNumber(euros, 'm')} ${serbianForm(euros) === 'one' ? 'evro' : 'evra'}`;
  if (cents === 0) return main;
  const centWord = { one: 'cent', few: 'centa', many: 'centi' }[serbianForm(cents)];
  return `${main} i ${srNumber(cents, 'm')} ${centWord}`;
}

const WRITERS: Record<Language, (euros: number, cents: number) => string> = {
  en: english,
  sq: albanian,
  sr: serbian,
};
