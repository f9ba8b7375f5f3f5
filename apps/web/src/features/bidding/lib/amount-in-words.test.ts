import { describe, expect, it } from 'vitest';
import { amountInWords, serbianForm } from './amount-in-words';

describe('amount in words', () => {
  it('writes English with euros and cents', () => {
    const en = (n: number) => amountInWords(n, 'en');
    expect(en(0)).toBe('zero euros');
    expect(en(1)).toBe('one euro');
    expect(en(0.01)).toBe('zero euros and one cent');
    expect(en(21.5)).toBe('twenty-one euros and fifty cents');
    expect(en(1250.5)).toBe('one thousand two hundred fifty euros and fifty cents');
    expect(en(100_000)).toBe('one hundred thousand euros');
    expect(en(2_000_015)).toBe('two million fifteen euros');
    expect(en(1_000_000_000_000)).toBe('one trillion euros');
    expect(en(999_999_999_999.99)).toBe(
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand ' +
        'nine hundred ninety-nine euros and ninety-nine cents',
    );
  });

  it('writes Albanian with "e" joining every part', () => {
    const sq = (n: number) => amountInWords(n, 'sq');
    expect(sq(0)).toBe('zero euro');
    expect(sq(1)).toBe('një euro');
    expect(sq(15)).toBe('pesëmbëdhjetë euro');
    expect(sq(21)).toBe('njëzet e një euro');
    expect(sq(100)).toBe('njëqind euro');
    expect(sq(145)).toBe('njëqind e dyzet e pesë euro');
    expect(sq(1500)).toBe('një mijë e pesëqind euro');
    expect(sq(1250.5)).toBe('një mijë e dyqind e pesëdhjetë euro e pesëdhjetë centë');
    expect(sq(2000.01)).toBe('dy mijë euro e një cent');
    expect(sq(3_400_000)).toBe('tre milionë e katërqind mijë euro');
    expect(sq(1_000_001)).toBe('një milion e një euro');
    expect(sq(2_000_000_000)).toBe('dy miliardë euro');
  });

  it('writes Serbian in Latin script with hiljadu, hiljade, hiljada and jedna, dve', () => {
    const sr = (n: number) => amountInWords(n, 'sr');
    expect(sr(0)).toBe('nula evra');
    expect(sr(1)).toBe('jedan evro');
    expect(sr(2)).toBe('dva evra');
    expect(sr(11)).toBe('jedanaest evra');
    expect(sr(21)).toBe('dvadeset jedan evro');
    expect(sr(1000)).toBe('hiljadu evra');
    expect(sr(1500.5)).toBe('hiljadu petsto evra i pedeset centi');
    expect(sr(2000)).toBe('dve hiljade evra');
    expect(sr(4300)).toBe('četiri hiljade trista evra');
    expect(sr(5000)).toBe('pet hiljada evra');
    expect(sr(11_000)).toBe('jedanaest hiljada evra');
    expect(sr(21_000)).toBe('dvadeset jedna hiljada evra');
    expect(sr(22_000)).toBe('dvadeset dve hiljade evra');
    expect(sr(212_000)).toBe('dvesta dvanaest hiljada evra');
    expect(sr(1_001)).toBe('hiljadu jedan evro');
    expect(sr(0.02)).toBe('nula evra i dva centa');
    expect(sr(0.21)).toBe('nula evra i dvadeset jedan cent');
    expect(sr(1_000_000)).toBe('jedan milion evra');
    expect(sr(2_000_000)).toBe('dva miliona evra');
    expect(sr(1_000_000_000)).toBe('jedna milijarda evra');
    expect(sr(3_000_000_000)).toBe('tri milijarde evra');
    expect(sr(5_000_000_000)).toBe('pet milijardi evra');
  });

  it('chooses the Serbian noun form by the last digits', () => {
    expect([1, 21, 101, 2, 23, 104, 5, 11, 12, 14, 111, 20].map(serbianForm)).toEqual([
      'one',
      'one',
      'one',
      'few',
      'few',
      'few',
      'many',
      'many',
      'many',
      'many',
      'many',
      'many',
    ]);
  });

  it('rounds to whole cents', () => {
    expect(amountInWords(10.004, 'en')).toBe('ten euros');
    expect(amountInWords(0.1 + 0.2, 'en')).toBe('zero euros and thirty cents');
  });
});
