import type { TCategoryType } from '@amc/contracts';
import type { TDb } from '../src/lib/kernel/db-client';

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

/** India's GST rates, each CGST + SGST (half and half) within the state and IGST across states. */
const TAXES = ['5.00', '12.00', '18.00', '28.00'].map((percentage) => {
  const half = (Number(percentage) / 2).toFixed(2);
  return {
    name: `GST ${Number(percentage)}%`,
    percentage,
    components: {
      create: [
        { position: 0, name: 'CGST', percentage: half, applies: 'within_state' as const },
        { position: 1, name: 'SGST', percentage: half, applies: 'within_state' as const },
        { position: 2, name: 'IGST', percentage, applies: 'across_states' as const },
      ],
    },
  };
});

/** The lists other records point at: brands, categories, units, complaint and task types, taxes. */
export async function seedDemoCatalog(db: TDb) {
  const rows = Object.entries(CATEGORIES).flatMap(([type, names]) =>
    names.map((name) => ({ type: type as TCategoryType, name })),
  );
  await db.category.createMany({ data: rows, skipDuplicates: true });
  if ((await db.tax.count()) === 0) for (const data of TAXES) await db.tax.create({ data });
}
