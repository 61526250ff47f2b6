import type { TEmailStatementBody, TMailedDocument } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { formatCalendarDate, readBusinessCalendar } from '../../lib/kernel/calendar-date';
import { mailDocumentPdf } from '../../lib/documents/document-mail';
import { readerLanguage } from '../../lib/kernel/i18n/server-texts';
import { formatPdfMoney } from '../../lib/documents/pdf-document';
import { statementPdf } from './statement-files';
import { readStatement } from './statement-service';

/**
 * POST /statement/email: a customer's statement of the period mailed to it (the "statement" template, its PDF
 * attached, in the customer's language), from its profile.
 */
export async function emailStatement(
  prisma: TPrisma,
  caller: TCaller,
  body: TEmailStatementBody,
): Promise<TMailedDocument> {
  const { id, ...range } = body;
  const statement = await readStatement(prisma, caller, 'customer', id, range);
  const [calendar, reader, settings] = await Promise.all([
    readBusinessCalendar(prisma),
    prisma.user.findUnique({ where: { id }, select: { language: true } }),
    prisma.setting.findUnique({ where: { id: 1 }, select: { currencyCode: true } }),
  ]);
  const { filename, pdf } = await statementPdf(
    prisma,
    statement,
    calendar,
    readerLanguage(reader?.language, calendar.systemLanguage),
  );
  const day = (date: string) => formatCalendarDate(date, calendar.dateFormat);
  return mailDocumentPdf(prisma, caller, {
    event: 'statement',
    to: statement.party.email,
    variables: {
      customer_name: statement.party.full_name,
      start_date: day(statement.start_date),
      end_date: day(statement.end_date),
      closing_balance: formatPdfMoney(statement.closing_balance, settings?.currencyCode ?? ''),
    },
    filename,
    pdf,
    activity: {
      slug: 'sell',
      recordId: id,
      description: `E-mailed the statement of ${statement.party.full_name} for ${statement.start_date} to ${statement.end_date} to ${statement.party.email}`,
    },
  });
}
