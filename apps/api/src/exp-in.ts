import { createPrismaClient } from './plugins/database';
async function main() {
  const p = createPrismaClient('mysql://root@127.0.0.1:3306/amc_bench');
  const rows = await p.$queryRaw<{ id: number }[]>`SELECT equipment_id AS id FROM amc_equipment WHERE assigned_to_id = 2`;
  const ids = rows.map((r) => Number(r.id));
  console.log('ids', ids.length);
  const time = async (name: string, f: () => Promise<unknown>) => {
    const ts: number[] = [];
    for (let i = 0; i < 15; i++) { const t = performance.now(); await f(); ts.push(performance.now() - t); }
    ts.sort((a, b) => a - b);
    console.log(name, ts[7]!.toFixed(1), ts[13]!.toFixed(1));
  };
  await time('scope', () => p.$queryRaw`SELECT equipment_id AS id FROM amc_equipment WHERE assigned_to_id = 2 UNION SELECT equipment_id FROM services WHERE assigned_to_id = 2 AND equipment_id IS NOT NULL UNION SELECT equipment_id FROM complaints WHERE assigned_to_id = 2 AND equipment_id IS NOT NULL`);
  await time('prisma IN', () => p.equipment.findMany({ where: { AND: [{ id: { in: ids } }] }, select: { id: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 20 }));
  const list = ids.join(',');
  await time('raw IN', () => p.$queryRawUnsafe(`SELECT id FROM equipment WHERE id IN (${list}) ORDER BY created_at DESC, id DESC LIMIT 20`));
  await time('raw join', () => p.$queryRaw`SELECT e.id FROM (SELECT equipment_id AS id FROM amc_equipment WHERE assigned_to_id = 2 UNION SELECT equipment_id FROM services WHERE assigned_to_id = 2 AND equipment_id IS NOT NULL UNION SELECT equipment_id FROM complaints WHERE assigned_to_id = 2 AND equipment_id IS NOT NULL) s JOIN equipment e ON e.id = s.id ORDER BY e.created_at DESC, e.id DESC LIMIT 20`);
  await time('raw join semi', () => p.$queryRaw`SELECT e.id FROM equipment e WHERE e.id IN (SELECT equipment_id FROM amc_equipment WHERE assigned_to_id = 2) ORDER BY e.created_at DESC, e.id DESC LIMIT 20`);
  await p.$disconnect();
}
main();
