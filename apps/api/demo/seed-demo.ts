import type { TPrisma } from '../src/lib/kernel/db-client';
import type { TFileStore } from '../src/lib/kernel/file-store';
import { hashPassword } from '../src/lib/kernel/password';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoProducts } from './demo-products';
import { seedDemoPurchases } from './demo-purchases';
import { seedDemoServiceCycle } from './demo-service-cycle';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoQuotationsAndSales } from './demo-quotation-sale';

/**
 * Fills an installed database with demo records so a newcomer sees a living product. Safe to run twice:
 * records that exist are left alone. Each business module adds its own step here. With the installation's file
 * store (the CLI's), records that keep files (visit photos, signatures, report PDFs) store them there.
 */
export async function seedDemo(prisma: TPrisma, options: { fileStore?: TFileStore } = {}): Promise<void> {
  const installed = await prisma.setting.findUnique({ where: { id: 1 }, select: { id: true } });
  if (!installed) throw new Error('The database is not installed yet: run the install wizard first.');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await prisma.$transaction(
    async (tx) => {
      // The demo's customers are in Maharashtra, and so is its business unless the settings say where: its bills
      // are then charged CGST + SGST.
      await tx.setting.updateMany({ where: { id: 1, state: '' }, data: { state: 'Maharashtra' } });
      await seedDemoCatalog(tx);
      await seedDemoProducts(tx);
      await seedDemoUsers(tx, passwordHash);
      await seedDemoPurchases(tx);
      await seedDemoServiceCycle(tx, options.fileStore);
      await seedDemoAccounts(tx);
      await seedDemoQuotationsAndSales(tx);
      // Last, with the rest: only a database holding the demo accounts offers the one-click demo sign-in.
      await tx.setting.update({ where: { id: 1 }, data: { demoLoadedAt: new Date() } });
    },
    // Repeatable read: the service cycle tells the mails it queued from others' by the transaction's snapshot.
    { timeout: 120_000, isolationLevel: 'RepeatableRead' },
  );
}
