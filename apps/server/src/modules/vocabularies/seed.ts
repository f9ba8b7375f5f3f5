import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { banks, productCategories, productSubcategories } from './tables';

type Labels = [sq: string, en: string, sr: string];

const CATEGORIES: Array<{
  code: string;
  icon: string;
  labels: Labels;
  subcategories: Array<{ code: string; labels: Labels }>;
}> = [
  {
    code: 'VEHICLES',
    icon: 'CarOutlined',
    labels: ['Automjete', 'Vehicles', 'Vozila'],
    subcategories: [
      { code: 'PASSENGER_CARS', labels: ['Autovetura', 'Passenger cars', 'Putnička vozila'] },
      { code: 'TRUCKS', labels: ['Kamionë', 'Trucks', 'Kamioni'] },
      { code: 'MOTORCYCLES', labels: ['Motoçikleta', 'Motorcycles', 'Motocikli'] },
    ],
  },
  {
    code: 'ELECTRONICS',
    icon: 'LaptopOutlined',
    labels: ['Elektronikë', 'Electronics', 'Elektronika'],
    subcategories: [
      { code: 'MOBILE_PHONES', labels: ['Telefona celularë', 'Mobile phones', 'Mobilni telefoni'] },
      { code: 'COMPUTERS', labels: ['Kompjuterë', 'Computers', 'Računari'] },
      { code: 'HOUSEHOLD_APPLIANCES', labels: ['Pajisje shtëpiake', 'Household appliances', 'Kućni aparati'] },
    ],
  },
  {
    code: 'TEXTILES',
    icon: 'SkinOutlined',
    labels: ['Tekstile dhe veshje', 'Textiles and clothing', 'Tekstil i odeća'],
    subcategories: [
      { code: 'CLOTHING', labels: ['Veshje', 'Clothing', 'Odeća'] },
      { code: 'FOOTWEAR', labels: ['Këpucë', 'Footwear', 'Obuća'] },
    ],
  },
  {
    code: 'FOOD',
    icon: 'CoffeeOutlined',
    labels: ['Ushqime dhe pije', 'Food and beverages', 'Hrana i pića'],
    subcategories: [
      { code: 'BEVERAGES', labels: ['Pije', 'Beverages', 'Pića'] },
      { code: 'TOBACCO', labels: ['Produkte duhani', 'Tobacco products', 'Duvanski proizvodi'] },
    ],
  },
  {
    code: 'MACHINERY',
    icon: 'ToolOutlined',
    labels: ['Makineri dhe pajisje', 'Machinery and equipment', 'Mašine i oprema'],
    subcategories: [
      { code: 'INDUSTRIAL_MACHINES', labels: ['Makineri industriale', 'Industrial machines', 'Industrijske mašine'] },
      { code: 'CONSTRUCTION_EQUIPMENT', labels: ['Pajisje ndërtimi', 'Construction equipment', 'Građevinska oprema'] },
    ],
  },
];

const labelColumns = ([sq, en, sr]: Labels) => ({ labelSQ: sq, labelEN: en, labelSR: sr });

/** Product categories and subcategories the anonymous navigation is built from; missing ones only. */
export async function seedProductCategories(db: Db): Promise<void> {
  for (const category of CATEGORIES) {
    await db
      .insert(productCategories)
      .values({ code: category.code, icon: category.icon, ...labelColumns(category.labels) })
      .onConflictDoNothing();
    const [row] = await db.select().from(productCategories).where(eq(productCategories.code, category.code));
    await db
      .insert(productSubcategories)
      .values(category.subcategories.map((s) => ({ categoryId: row.id, code: s.code, ...labelColumns(s.labels) })))
      .onConflictDoNothing();
  }
}

const DEMO_BANKS: Array<{ code: string; swiftCode: string; labels: Labels }> = [
  {
    code: 'RBKO',
    swiftCode: 'RBKOXKPR',
    labels: ['Banka Demo Raiffeisen', 'Demo Raiffeisen Bank', 'Demo Raiffeisen banka'],
  },
  { code: 'NLBP', swiftCode: 'NLPRXKPR', labels: ['Banka Demo NLB', 'Demo NLB Bank', 'Demo NLB banka'] },
  { code: 'TEBK', swiftCode: 'TEBKXKPR', labels: ['Banka Demo TEB', 'Demo TEB Bank', 'Demo TEB banka'] },
];

/** Demo data only: a few banks, so bank guarantees can be entered on a fresh demo install. */
export async function seedDemoBanks(db: Db): Promise<void> {
  await db
    .insert(banks)
    .values(DEMO_BANKS.map((bank) => ({ code: bank.code, swiftCode: bank.swiftCode, ...labelColumns(bank.labels) })))
    .onConflictDoNothing();
}
