import type { GoodsFields } from '@portal/contracts/portal-movement';

/**
 * The export declarations the authority holds, as load_customs_declaration_data reads them: a small fixed register
 * of demo declarations with their goods lines. It stands in for the customs declaration processing system (whose
 * interface is outside this product); `findExportDeclaration` is the one place a real lookup would replace.
 */
export type ExportDeclaration = {
  declarationNumber: string;
  declarationOffice: string;
  declarationYear: number;
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
    exporter: 'Demo Export SH.P.K., Rr. Industriale 5, Ferizaj, Kosovo',
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
    exporter: 'Demo Export SH.P.K., Rr. Industriale 5, Ferizaj, Kosovo',
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
    exporter: 'Metal Works L.L.C., Prishtinë, Kosovo',
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

/** The declaration of the register, or null when the authority does not hold it. */
export function findExportDeclaration(number: string, office: string, year: number): ExportDeclaration | null {
  return (
    EXPORT_DECLARATIONS.find(
      (d) => d.declarationNumber === number && d.declarationOffice === office && d.declarationYear === year,
    ) ?? null
  );
}
