import { addDays, readReminderDays } from '@amc/contracts';
import type { TPrisma } from '../lib/kernel/db-client';
import { dateColumn, calendarDate } from '../lib/kernel/calendar-date';
import { enqueueTemplateMail } from '../lib/documents/outbox';
import { formatPdfMoney } from '../lib/documents/pdf-document';
import { fullName } from '../lib/kernel/person';
import { recordBatches } from './record-batches';
import { enqueueWebhookEvent } from '../lib/kernel/webhook-events';
import { claimLatestReminder, loadJobContext, RECIPIENT_SELECT } from './scheduled-mail';

export const BILL_OVERDUE_JOB = 'bill_overdue';

/**
 * Reminds the customer of each bill not fully paid on the days after its due date set in Settings (default 3, 10
 * and 30), each once: a row in sale_reminders per (bill, days after), written in the transaction that queues the
 * mail, so a second process or a run twice finds it there and sends nothing. A run after days down sends one
 * mail for the latest day reached and counts the earlier ones as done (no three reminders in one morning). Only
 * bills due within the furthest day are read (from the (payment_status, due_date) index): older ones have had
 * every reminder. Returns how many mails were queued.
 */
export async function runBillOverdueReminders(prisma: TPrisma, now: Date): Promise<number> {
  const { context, template } = await loadJobContext(prisma, 'bill_overdue', now);
  if (!template) return 0;
  const settings = await prisma.setting.findUnique({
    where: { id: 1 },
    select: { overdueReminderDays: true, currencyCode: true },
  });
  const days = readReminderDays(settings?.overdueReminderDays ?? '').filter((d) => d > 0);
  if (!days.length) return 0;
  const bills = recordBatches((afterId, take) =>
    prisma.sale.findMany({
      where: {
        id: { gt: afterId },
        paymentStatus: { in: ['unpaid', 'partial'] },
        dueDate: {
          gte: dateColumn(addDays(context.today, -days[days.length - 1]!)),
          lte: dateColumn(addDays(context.today, -days[0]!)),
        },
      },
      select: {
        id: true,
        saleNo: true,
        date: true,
        dueDate: true,
        total: true,
        paidTotal: true,
        creditedTotal: true,
        customer: RECIPIENT_SELECT,
      },
      orderBy: { id: 'asc' },
      take,
    }),
  );
  let queued = 0;
  for await (const batch of bills) {
    for (const bill of batch) {
      const due = calendarDate(bill.dueDate!);
      const reached = days.filter((d) => addDays(due, d) <= context.today);
      const latest = reached[reached.length - 1];
      if (latest === undefined) continue;
      const sent = await prisma.$transaction(async (tx) => {
        const claimed = await claimLatestReminder(latest, reached, async (days) => {
          const rows = days.map((daysAfter) => ({ saleId: bill.id, daysAfter }));
          return (await tx.saleReminder.createMany({ data: rows, skipDuplicates: true })).count;
        });
        if (!claimed) return false;
        await enqueueWebhookEvent(tx, 'bill.overdue', `${bill.id}:${latest}`, {
          id: bill.id,
          sale_no: bill.saleNo,
          customer_id: bill.customer.id,
          due_date: due,
          days_overdue: latest,
          due_amount: bill.total.sub(bill.creditedTotal).sub(bill.paidTotal).toFixed(2),
        });
        if (!bill.customer.isActive || !bill.customer.email) return false;
        const money = (amount: string) => formatPdfMoney(amount, settings?.currencyCode ?? '');
        return enqueueTemplateMail(
          tx,
          'bill_overdue',
          { email: bill.customer.email, language: bill.customer.language },
          {
            customer_name: fullName(bill.customer),
            sale_number: bill.saleNo,
            sale_date: context.formatDate(calendarDate(bill.date)),
            total: money(bill.total.toFixed(2)),
            due_amount: money(bill.total.sub(bill.creditedTotal).sub(bill.paidTotal).toFixed(2)),
            due_date: context.formatDate(due),
            days_overdue: latest,
          },
          { dedupeKey: `bill_overdue:${bill.id}:${latest}` },
        );
      });
      if (sent) queued += 1;
    }
  }
  return queued;
}
