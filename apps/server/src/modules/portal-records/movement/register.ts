import type { GoodsFields } from '@portal/contracts/portal-movement';

/** Who lodged a declaration: a company by its unique number, or an individual by their personal number. */
export type Declarant = { kind: 'company' | 'individual'; number: string };

/**
 * The export declarations the authority holds, as load_customs_declaration_data reads them: a small fixed register
 * of demo declarations with their declarants and goods lines. It stands in for the customs declaration processing
 * system (whose interface is outside this product); `findExportDeclarationOf` is the one place a real lookup would
 * replace, and it is asked for a declarant's own declarations only.
 */
export type ExportDeclaration = {
  declarationNumber: string;
  declarationOffice: string;
  declarationYear: number;
  declarant: Declarant;
  exporter: string;
  consignee: string;
  countryOfOrigin: string;
  countryOfDestination: string;
  transportDetails: string;
  goods: GoodsFields[];
};

const line = (
  description: string,
  tariffCode: string,
  quantity: number,
  unit: string,
  grossMass: number,
  packages: string,
): GoodsFields => ({ marksAndNumbers: null, packages, description, tariffCode, quantity, unit, grossMass });

export const EXPORT_DECLARATIONS: readonly ExportDeclaration[] = [
  {
    declarationNumber: 'E1001',
    declarationOffice: '1041',
    declarationYear: 2025,
    // The demo company (`trader`'s).
    declarant: { kind: 'company', number: 'L61234567A' },
    exporter: 'Demo Trade Sh.p.k., Rruga e Durrësit 10, Tiranë',
    consignee: 'Handels GmbH, Hauptstraße 12, 1010 Wien, Austria',
    countryOfOrigin: 'Kosovo',
    countryOfDestination: 'Austria',
    transportDetails: 'Truck 01-234-AB via Hani i Elezit',
    goods: [
      line('Raspberries, frozen', '08112031', 12000, 'kg', 12600, '600 cartons'),
      line('Blueberries, frozen', '08119095', 4000, 'kg', 4200, '200 cartons'),
    ],
  },
  {
    declarationNumber: 'E1002',
    declarationOffice: '1011',
    declarationYear: 2025,
    declarant: { kind: 'company', number: 'L61234567A' },
    exporter: 'Demo Trade Sh.p.k., Rruga e Durrësit 10, Tiranë',
    consignee: 'Trgovina d.o.o., Ilica 20, 10000 Zagreb, Croatia',
    countryOfOrigin: 'Kosovo',
    countryOfDestination: 'Croatia',
    transportDetails: 'Truck 01-567-CD',
    goods: [line('Wooden furniture (chairs)', '94016100', 300, 'pcs', 2400, '30 pallets')],
  },
  {
    declarationNumber: 'E1003',
    declarationOffice: '1021',
    declarationYear: 2026,
    // The demo person (`person`).
    declarant: { kind: 'individual', number: 'J00101001A' },
    exporter: 'Arta Demo, Rruga Myslym Shyri 5, Tiranë',
    consignee: 'Industria S.p.A., Via Roma 1, Milano, Italy',
    countryOfOrigin: 'Kosovo',
    countryOfDestination: 'Italy',
    transportDetails: 'Rail wagon 3355',
    goods: [
      line('Aluminium profiles', '76042990', 8000, 'kg', 8100, '16 bundles'),
      line('Steel bolts', '73181590', 500, 'kg', 520, '10 boxes'),
      line('Copper wire', '74081100', 1200, 'kg', 1250, '6 reels'),
    ],
  },
];

const sameNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The declaration of the register lodged by `declarant`, or null: one the authority does not hold and one another
 * party lodged are the same absence, so nobody learns of another party's declarations.
 */
export function findExportDeclarationOf(
  declarant: Declarant,
  number: string,
  office: string,
  year: number,
): ExportDeclaration | null {
  return (
    EXPORT_DECLARATIONS.find(
      (d) =>
        d.declarant.kind === declarant.kind &&
        sameNumber(d.declarant.number, declarant.number) &&
        d.declarationNumber === number &&
        d.declarationOffice === office &&
        d.declarationYear === year,
    ) ?? null
  );
}
