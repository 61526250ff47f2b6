import { addDays, pagePath, readReminderDays } from '@amc/contracts';
import type { TPrisma } from '../lib/kernel/db-client';
import { calendarDate, dateColumn } from '../lib/kernel/calendar-date';
import { loadTemplateMails, enqueueMails, type TOutgoingMail } from '../lib/documents/outbox';
import { enqueueWebhookEvent } from '../lib/kernel/webhook-events';
import { formatPdfMoney } from '../lib/documents/pdf-document';
import { fullName } from '../lib/kernel/person';
import { recordBatches } from './record-batches';
import { claimLatestReminder, loadJobContext, publicOrigin, RECIPIENT_SELECT } from './scheduled-mail';

export const CONTRACT_EXPIRY_JOB = 'contract_expiring';

/**
 * Reminds the customer and the administrators of each contract that ends soon and is not renewed, on the days
 * before its end set in Settings (default 30 and 7 days before, and on the day), each once: a row in
 * amc_reminders per (contract, days before), written in the transaction that queues its mails, so a second process
 * or a run twice sends nothing more. A run after days down sends the mails of the latest day reached only and
 * counts the earlier ones as done. Only contracts ending within the furthest day are read (their end date's
 * index). Returns how many mails were queued.
 */
export async function runContractExpiryReminders(
  prisma: TPrisma,
  now: Date,
  publicUrl?: string,
): Promise<number> {
  const { context } = await loadJobContext(prisma, 'contract_expiring', now);
  const settings = await prisma.setting.findUnique({
    where: { id: 1 },
    select: { renewalReminderDays: true, currencyCode: true },
  });
  const days = readReminderDays(settings?.renewalReminderDays ?? '');
  if (!days.length) return 0;
  const templates = await loadTemplateMails(prisma, ['contract_expiring', 'contract_expiring_admin']);
  const admins = await prisma.user.findMany({
    where: { role: { slug: 'admin' }, isActive: true },
    ...RECIPIENT_SELECT,
    orderBy: { id: 'asc' },
  });
  const origin = await publicOrigin(prisma, publicUrl);
  const contracts = recordBatches((afterId, take) =>
    prisma.amc.findMany({
      where: {
        id: { gt: afterId },
        endDate: {
          gte: dateColumn(context.today),
          lte: dateColumn(addDays(context.today, days[days.length - 1]!)),
        },
        status: { not: 'closed' },
        cancelledOn: null,
        renewedBy: { is: null },
      },
      select: {
        id: true,
        amcNo: true,
        startDate: true,
        endDate: true,
        price: true,
        customer: RECIPIENT_SELECT,
      },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  let queued = 0;
  for await (const batch of contracts) {
    for (const amc of batch) {
      const end = calendarDate(amc.endDate!);
      const reached = days.filter((d) => addDays(end, -d) <= context.today);
      const latest = reached[0];
      if (latest === undefined) continue;
      const daysLeft = Math.round((Date.parse(end) - Date.parse(context.today)) / 86_400_000);
      const base = {
        customer_name: fullName(amc.customer),
        amc_number: amc.amcNo,
        start_date: context.formatDate(calendarDate(amc.startDate)),
        end_date: context.formatDate(end),
        days_left: daysLeft,
        price: formatPdfMoney(amc.price.toFixed(2), settings?.currencyCode ?? ''),
        contract_link: origin ? `${origin}${pagePath('amcView', { id: amc.id })}` : '',
      };
      const key = (who: string) => ({ dedupeKey: `contract_expiring:${amc.id}:${latest}:${who}` });
      const mails = [
        amc.customer.isActive
          ? templates.render('contract_expiring', amc.customer, base, key('customer'))
          : null,
        ...admins.map((admin) =>
          templates.render(
            'contract_expiring_admin',
            admin,
            { ...base, recipient_name: fullName(admin) },
            key(`admin:${admin.id}`),
          ),
        ),
      ].filter((mail): mail is TOutgoingMail => mail !== null);
      queued += await prisma.$transaction(async (tx) => {
        const claimed = await claimLatestReminder(latest, reached, async (days) => {
          const rows = days.map((daysBefore) => ({ amcId: amc.id, daysBefore }));
          return (await tx.amcReminder.createMany({ data: rows, skipDuplicates: true })).count;
        });
        if (!claimed) return 0;
        await enqueueWebhookEvent(tx, 'contract.expiring', `${amc.id}:${latest}`, {
          id: amc.id,
          amc_no: amc.amcNo,
          customer_id: amc.customer.id,
          end_date: end,
          days_left: daysLeft,
        });
        return enqueueMails(tx, mails);
      });
    }
  }
  return queued;
}
