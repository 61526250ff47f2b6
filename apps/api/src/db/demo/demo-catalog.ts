import type { TCategoryType } from '@amc/contracts';
import type { TDb } from '../../lib/db-client';

const CATEGORIES: Record<TCategoryType, string[]> = {
  brand: ['Daikin', 'Voltas', 'Blue Star', 'LG', 'Carrier', 'Kent'],
  product_category: ['Split AC', 'Window AC', 'Cassette AC', 'Water Purifier', 'Refrigerator'],
  unit: ['Nos', 'Set', 'Metre', 'Kg', 'Litre'],
  complaint_type: [
    'Not cooling',
    'Water leakage',
    'Unusual noise',
    'Gas refill',
    'Electrical fault',
    'Remote not working',
  ],
  task_type: ['Installation', 'Site survey', 'Follow-up call', 'Quotation visit'],
};

const TAXES = [
  { name: 'GST 5%', percentage: '5.00' },
  { name: 'GST 12%', percentage: '12.00' },
  { name: 'GST 18%', percentage: '18.00' },
  { name: 'GST 28%', percentage: '28.00' },
];

/** The lists other records point at: brands, categories, units, complaint and task types, taxes. */
export async function seedDemoCatalog(db: TDb) {
  const rows = Object.entries(CATEGORIES).flatMap(([type, names]) =>
    names.map((name) => ({ type: type as TCategoryType, name })),
  );
  await db.category.createMany({ data: rows, skipDuplicates: true });
  if ((await db.tax.count()) === 0) await db.tax.createMany({ data: TAXES });
}
