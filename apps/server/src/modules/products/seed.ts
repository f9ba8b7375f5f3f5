import { PRODUCT_PICTURE_BEAN } from '@portal/contracts/products';
import type { VocabularyType } from '@portal/contracts/vocabularies';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/storage';
import { storeServerFile } from '../attachments';
import { vocabularyDefinition } from '../vocabularies';
import { rowsByCode, saveVocabulary } from '../vocabularies';
import { demoPicture, type Rgb, type Shape } from './demo-photos';
import { productIdByCode, saveProduct } from './service';

type Labels = [sq: string, en: string, sr: string];
const SYSTEM = { actorId: null, actorUsername: 'system', ip: null };

const UNITS: Array<{ code: string; labels: Labels; symbols: Labels }> = [
  { code: 'PCS', labels: ['Copë', 'Pieces', 'Komadi'], symbols: ['copë', 'pcs', 'kom'] },
  { code: 'KG', labels: ['Kilogram', 'Kilogram', 'Kilogram'], symbols: ['kg', 'kg', 'kg'] },
  { code: 'L', labels: ['Litër', 'Litre', 'Litar'], symbols: ['l', 'l', 'l'] },
];
const QUALITIES: Array<{ code: string; labels: Labels }> = [
  { code: 'NEW', labels: ['E re', 'New', 'Novo'] },
  { code: 'USED', labels: ['E përdorur', 'Used', 'Korišćeno'] },
  { code: 'DAMAGED', labels: ['E dëmtuar', 'Damaged', 'Oštećeno'] },
];

type DemoProduct = {
  code: string;
  names: Labels;
  descriptions: Labels;
  subcategory: string;
  quality: string;
  unit: string;
  quantity: number;
  /** Where the goods are, in sq, en and sr. */
  location: Labels;
  photos: Array<[Rgb, Rgb, Shape]>;
};

const PRODUCTS: DemoProduct[] = [
  {
    code: 'DEMO-0001',
    names: ['Veturë sedan, 2015', 'Sedan car, 2015', 'Putničko vozilo sedan, 2015'],
    descriptions: [
      'Veturë e sekuestruar, me dokumente, motor dizel 2.0.',
      'Seized car with papers, 2.0 diesel engine.',
      'Zaplenjeno vozilo sa dokumentima, dizel motor 2.0.',
    ],
    subcategory: 'PASSENGER_CARS',
    quality: 'USED',
    unit: 'PCS',
    quantity: 1,
    location: ['Terminali doganor Durrës', 'Durrës customs terminal', 'Carinski terminal Drač'],
    photos: [
      [[30, 80, 160], [120, 180, 230], 'box'],
      [[20, 60, 120], [200, 210, 220], 'circle'],
    ],
  },
  {
    code: 'DEMO-0002',
    names: ['Telefona celularë', 'Mobile phones', 'Mobilni telefoni'],
    descriptions: [
      'Telefona të rinj në paketim origjinal.',
      'New phones in their original packaging.',
      'Novi telefoni u originalnom pakovanju.',
    ],
    subcategory: 'MOBILE_PHONES',
    quality: 'NEW',
    unit: 'PCS',
    quantity: 120,
    location: ['Magazina doganore Tiranë', 'Tirana customs warehouse', 'Carinsko skladište Tirana'],
    photos: [[[60, 60, 70], [150, 150, 170], 'box']],
  },
  {
    code: 'DEMO-0003',
    names: ['Xhaketa dimri', 'Winter jackets', 'Zimske jakne'],
    descriptions: [
      'Xhaketa pambuku, madhësi të ndryshme.',
      'Cotton jackets, mixed sizes.',
      'Pamučne jakne, razne veličine.',
    ],
    subcategory: 'CLOTHING',
    quality: 'NEW',
    unit: 'PCS',
    quantity: 350,
    location: ['Magazina doganore Tiranë', 'Tirana customs warehouse', 'Carinsko skladište Tirana'],
    photos: [[[140, 40, 40], [230, 150, 120], 'stripes']],
  },
  {
    code: 'DEMO-0004',
    names: ['Kafe e bluar', 'Ground coffee', 'Mlevena kafa'],
    descriptions: ['Thasë 1 kg, afati deri në 2027.', '1 kg bags, best before 2027.', 'Vreće od 1 kg, rok do 2027.'],
    subcategory: 'BEVERAGES',
    quality: 'NEW',
    unit: 'KG',
    quantity: 800,
    location: ['Pika doganore Kapshticë', 'Kapshtica customs post', 'Carinski prelaz Kapštica'],
    photos: [[[80, 50, 30], [190, 150, 110], 'circle']],
  },
];

/** The id of a vocabulary record by code, created with these labels when missing. */
async function vocabularyId(
  db: Db,
  type: VocabularyType,
  code: string,
  values: Record<string, unknown> = {},
): Promise<number | undefined> {
  const [row] = await rowsByCode(db, vocabularyDefinition(type), [code]);
  if (row) return row.id;
  if (Object.keys(values).length === 0) return undefined;
  const saved = await saveVocabulary({ db, caller: { account: null, actor: SYSTEM, address: '' } }, type, {
    code,
    active: true,
    ...values,
  });
  return saved.id as number;
}

const labelValues = ([sq, en, sr]: Labels) => ({ labelSQ: sq, labelEN: en, labelSR: sr });

/**
 * Demo data (only with the demo seed): a few units and quality types, and a handful of available
 * products with photos. Missing ones only, so restarts and later edits are kept.
 */
export async function seedDemoProducts(deps: { db: Db; storage: FileStorage }, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps;
  try {
    for (const unit of UNITS) {
      const [symbol, symbolEN, symbolSR] = unit.symbols;
      await vocabularyId(db, 'measurement_units', unit.code, {
        ...labelValues(unit.labels),
        symbol,
        symbolEN,
        symbolSR,
      });
    }
    for (const quality of QUALITIES) await vocabularyId(db, 'quality_types', quality.code, labelValues(quality.labels));
    for (const demo of PRODUCTS) {
      if (await productIdByCode(db, demo.code)) continue;
      const [subcategoryId, qualityTypeId, measurementUnitId] = await Promise.all([
        vocabularyId(db, 'product_subcategories', demo.subcategory),
        vocabularyId(db, 'quality_types', demo.quality),
        vocabularyId(db, 'measurement_units', demo.unit),
      ]);
      if (!subcategoryId || !qualityTypeId || !measurementUnitId) continue;
      const [nameSQ, nameEN, nameSR] = demo.names;
      const [descriptionSQ, descriptionEN, descriptionSR] = demo.descriptions;
      const product = await saveProduct(
        { db, caller: { account: null, actor: SYSTEM, address: '' } },
        {
          code: demo.code,
          nameSQ,
          nameEN,
          nameSR,
          descriptionSQ,
          descriptionEN,
          descriptionSR,
          subcategoryId,
          qualityTypeId,
          measurementUnitId,
          quantity: demo.quantity,
          location: demo.location[0],
          locationEN: demo.location[1],
          locationSR: demo.location[2],
        },
      );
      for (const [i, [top, bottom, shape]] of demo.photos.entries()) {
        await storeServerFile(
          deps,
          { bean: PRODUCT_PICTURE_BEAN, objectId: product.id },
          { fileName: `${demo.code.toLowerCase()}-${i + 1}.png`, content: demoPicture(top, bottom, shape) },
        );
      }
    }
  } catch (error) {
    // Another instance seeding at the same moment, or edited vocabularies: demo data is optional.
    log.warn({ err: error }, 'demo products were not seeded');
  }
}
