import type { TCategoryType } from '@amc/contracts';
import type { TDb } from '../src/lib/kernel/db-client';

type TDemoProduct = {
  code: string;
  name: string;
  modelNumber: string;
  price: string;
  brand?: string;
  category?: string;
  unit: string;
  description?: string;
};

/** India's HSN codes of the demo's goods, printed on their invoice lines: by category, or a spare part's own. */
const HSN_BY_CATEGORY: Record<string, string> = {
  'Split AC': '8415',
  'Window AC': '8415',
  'Cassette AC': '8415',
  'Water Purifier': '8421',
};
const HSN_BY_CODE: Record<string, string> = {
  'SP-COMP-15T': '8414',
  'SP-RO-MEM80': '8421',
  'SP-SED-FLT10': '8421',
  'SP-CU-1438': '7411',
  'SP-GAS-R32': '2903',
  'SP-CAP-455': '8532',
};

/** Names refer to the lists seeded by demo-catalog.ts; spare parts have no product category of their own. */
export const DEMO_PRODUCTS: TDemoProduct[] = [
  {
    code: 'DAI-FTKF50',
    name: 'Daikin 1.5 Ton 3 Star Inverter Split AC',
    modelNumber: 'FTKF50UV16',
    price: '46990.00',
    brand: 'Daikin',
    category: 'Split AC',
    unit: 'Nos',
  },
  {
    code: 'DAI-FTKM35',
    name: 'Daikin 1 Ton 5 Star Inverter Split AC',
    modelNumber: 'FTKM35UV16',
    price: '41490.00',
    brand: 'Daikin',
    category: 'Split AC',
    unit: 'Nos',
  },
  {
    code: 'VOL-183VCZS',
    name: 'Voltas 1.5 Ton 3 Star Inverter Split AC',
    modelNumber: '183V CZS',
    price: '35990.00',
    brand: 'Voltas',
    category: 'Split AC',
    unit: 'Nos',
  },
  {
    code: 'BLS-IC518',
    name: 'Blue Star 1.5 Ton 5 Star Inverter Split AC',
    modelNumber: 'IC518DNUR',
    price: '44500.00',
    brand: 'Blue Star',
    category: 'Split AC',
    unit: 'Nos',
  },
  {
    code: 'LG-RSQ19',
    name: 'LG 1.5 Ton 5 Star Dual Inverter Split AC',
    modelNumber: 'RS-Q19YNZE',
    price: '47990.00',
    brand: 'LG',
    category: 'Split AC',
    unit: 'Nos',
  },
  {
    code: 'CAR-ESTER24',
    name: 'Carrier 2 Ton 3 Star Inverter Split AC',
    modelNumber: 'CAI24ES3R31F0',
    price: '52990.00',
    brand: 'Carrier',
    category: 'Split AC',
    unit: 'Nos',
  },
  {
    code: 'VOL-183LZF',
    name: 'Voltas 1.5 Ton 3 Star Window AC',
    modelNumber: '183 LZF',
    price: '29990.00',
    brand: 'Voltas',
    category: 'Window AC',
    unit: 'Nos',
  },
  {
    code: 'LG-RWQ18',
    name: 'LG 1.5 Ton 3 Star Dual Inverter Window AC',
    modelNumber: 'RW-Q18WWZA',
    price: '33490.00',
    brand: 'LG',
    category: 'Window AC',
    unit: 'Nos',
  },
  {
    code: 'BLS-IC536',
    name: 'Blue Star 3 Ton Inverter Cassette AC',
    modelNumber: 'IC536RBTU',
    price: '98500.00',
    brand: 'Blue Star',
    category: 'Cassette AC',
    unit: 'Nos',
    description: 'Ceiling cassette for offices and shops; four-way air flow.',
  },
  {
    code: 'KEN-GRAND',
    name: 'Kent Grand RO+UV+UF Water Purifier',
    modelNumber: '11016',
    price: '17500.00',
    brand: 'Kent',
    category: 'Water Purifier',
    unit: 'Nos',
    description: 'Wall-mounted, 8 litre tank.',
  },
  {
    code: 'KEN-SUPLITE',
    name: 'Kent Supreme Lite RO Water Purifier',
    modelNumber: '11111',
    price: '13999.00',
    brand: 'Kent',
    category: 'Water Purifier',
    unit: 'Nos',
  },
  {
    code: 'SP-COMP-15T',
    name: 'Rotary compressor 1.5 Ton (R32)',
    modelNumber: 'QP325KAA',
    price: '8500.00',
    brand: 'LG',
    unit: 'Nos',
    description: 'Spare part for 1.5 ton split and window ACs.',
  },
  {
    code: 'SP-RO-MEM80',
    name: 'RO membrane 80 GPD',
    modelNumber: 'KRM-80',
    price: '2450.00',
    brand: 'Kent',
    unit: 'Nos',
  },
  {
    code: 'SP-SED-FLT10',
    name: 'Sediment filter cartridge 10 inch',
    modelNumber: 'SF-10',
    price: '350.00',
    brand: 'Kent',
    unit: 'Nos',
  },
  {
    code: 'SP-CU-1438',
    name: 'Copper pipe set 1/4" + 3/8" (per metre)',
    modelNumber: 'CU-1438',
    price: '850.00',
    unit: 'Metre',
    description: 'Insulated pair for split AC installation, sold by the metre.',
  },
  { code: 'SP-GAS-R32', name: 'R32 refrigerant gas', modelNumber: 'R32-KG', price: '1200.00', unit: 'Kg' },
  {
    code: 'SP-CAP-455',
    name: 'Dual run capacitor 45+5 µF',
    modelNumber: 'CAP-455',
    price: '450.00',
    unit: 'Nos',
  },
];

/** Demo products for quotations, sales and AMC contracts to pick. Codes that exist are left alone. */
export async function seedDemoProducts(db: TDb) {
  const categories = await db.category.findMany({
    where: {
      type: { in: ['brand', 'product_category', 'unit'] },
      name: {
        in: [
          ...new Set(
            DEMO_PRODUCTS.flatMap((p) => [p.brand, p.category, p.unit].filter((n) => n !== undefined)),
          ),
        ],
      },
    },
    select: { id: true, type: true, name: true },
  });
  const idOf = (type: TCategoryType, name: string | undefined) =>
    name ? (categories.find((c) => c.type === type && c.name === name)?.id ?? null) : null;
  await db.product.createMany({
    skipDuplicates: true,
    data: DEMO_PRODUCTS.map((p) => ({
      code: p.code,
      name: p.name,
      modelNumber: p.modelNumber,
      hsnCode: HSN_BY_CATEGORY[p.category ?? ''] ?? HSN_BY_CODE[p.code] ?? null,
      price: p.price,
      brandId: idOf('brand', p.brand),
      categoryId: idOf('product_category', p.category),
      unitId: idOf('unit', p.unit),
      description: p.description ?? null,
    })),
  });
}
