import type { TReportRangeBody, TStatement, TStatementLine, TStatementLineKind } from '@amc/contracts';
import { Prisma } from '../../generated/prisma/client';
import type { TDb } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { isAdmin, type TCaller } from '../../lib/kernel/caller';
import { calendarDate } from '../../lib/kernel/calendar-date';
import { PARTY_FIELDS, toPartyDetails } from '../../lib/rules/document-lines';
import { PERSON_FIELDS } from '../../lib/kernel/person';

export type TStatementParty = 'customer' | 'supplier';

type TRawLine = {
  d: Date;
  kind: TStatementLineKind;
  number: string;
  document_id: number;
  debit: unknown;
  credit: unknown;
};

/**
 * A party's movements as one statement's parts, each a SELECT of (d, kind, number, document_id, debit, credit, ord,
 * seq) for the days `days` names: a customer's bills, credit notes, payments (not those made with a credit note's
 * credit, which its credit note counted already) and refunds; a supplier's delivered purchases and returns. Each
 * reads its table through the party's own index (a customer's bills, a credit note's refunds ...).
 */
function movements(party: TStatementParty, id: number, days: (column: Prisma.Sql) => Prisma.Sql): Prisma.Sql {
  const parts =
    party === 'customer'
      ? [
          Prisma.sql`SELECT s.date AS d, 'bill' AS kind, s.sale_no AS number, s.id AS document_id,
              s.total AS debit, 0 AS credit, 1 AS ord, s.id AS seq
            FROM sales s WHERE s.customer_id = ${id} AND ${days(Prisma.sql`s.date`)}`,
          Prisma.sql`SELECT c.date, 'credit_note', c.credit_no, c.id, 0, c.total, 2, c.id
            FROM credit_notes c WHERE c.customer_id = ${id} AND ${days(Prisma.sql`c.date`)}`,
          Prisma.sql`SELECT p.paid_on, 'payment', s.sale_no, s.id, 0, p.amount, 3, p.id
            FROM sales s JOIN sale_payments p ON p.sale_id = s.id
            WHERE s.customer_id = ${id} AND p.method <> 'credit_note' AND ${days(Prisma.sql`p.paid_on`)}`,
          Prisma.sql`SELECT r.paid_on, 'refund', c.credit_no, c.id, r.amount, 0, 4, r.id
            FROM credit_notes c JOIN credit_refunds r ON r.credit_note_id = c.id
            WHERE c.customer_id = ${id} AND ${days(Prisma.sql`r.paid_on`)}`,
        ]
      : [
          Prisma.sql`SELECT p.date AS d, 'purchase' AS kind, p.purchase_no AS number, p.id AS document_id,
              0 AS debit, p.total_amount AS credit, 1 AS ord, p.id AS seq
            FROM purchases p WHERE p.supplier_id = ${id} AND p.status = 'delivered' AND ${days(Prisma.sql`p.date`)}`,
          Prisma.sql`SELECT r.date, 'purchase_return', r.return_no, r.id, r.total_amount, 0, 2, r.id
            FROM purchase_returns r WHERE r.supplier_id = ${id} AND ${days(Prisma.sql`r.date`)}`,
        ];
  return Prisma.join(parts, ' UNION ALL ');
}

/** The party of a statement, within the caller's reach: admin any, a customer or supplier itself; else 404. */
async function findParty(db: TDb, caller: TCaller, party: TStatementParty, id: number) {
  if (!isAdmin(caller) && !(caller.role === party && caller.id === id)) throw new AppError('NOT_FOUND');
  const row = await db.user.findFirst({
    where: { id, role: { slug: party } },
    select: { ...PERSON_FIELDS, email: true, ...PARTY_FIELDS },
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * GET /statement/{customer|supplier}/:id: the opening balance (every movement before the first day), then each
 * movement of the period in date order (a day's documents before its money) with the running balance; the closing
 * balance is the opening plus the lines, in exact decimals. Two statements, whatever the number of documents.
 */
export async function readStatement(
  db: TDb,
  caller: TCaller,
  party: TStatementParty,
  id: number,
  range: TReportRangeBody,
): Promise<TStatement> {
  const person = await findParty(db, caller, party, id);
  const [opening] = await db.$queryRaw<{ debit: unknown; credit: unknown }[]>`
    SELECT CAST(COALESCE(SUM(debit), 0) AS CHAR) AS debit, CAST(COALESCE(SUM(credit), 0) AS CHAR) AS credit
    FROM (${movements(party, id, (day) => Prisma.sql`${day} < ${range.start_date}`)}) AS before_start`;
  const rows = await db.$queryRaw<TRawLine[]>`
    SELECT d, kind, number, document_id, CAST(debit AS CHAR) AS debit, CAST(credit AS CHAR) AS credit
    FROM (${movements(party, id, (day) => Prisma.sql`${day} BETWEEN ${range.start_date} AND ${range.end_date}`)}) AS in_period
    ORDER BY d, ord, seq`;
  // A customer owes debit - credit; a supplier is owed credit - debit.
  const owed = (debit: Prisma.Decimal, credit: Prisma.Decimal) =>
    party === 'customer' ? debit.sub(credit) : credit.sub(debit);
  const money = (value: unknown) => new Prisma.Decimal(String(value ?? 0));
  let balance = owed(money(opening?.debit), money(opening?.credit));
  const openingBalance = balance;
  let debitTotal = new Prisma.Decimal(0);
  let creditTotal = new Prisma.Decimal(0);
  const lines: TStatementLine[] = rows.map((row) => {
    const debit = money(row.debit);
    const credit = money(row.credit);
    debitTotal = debitTotal.add(debit);
    creditTotal = creditTotal.add(credit);
    balance = balance.add(owed(debit, credit));
    return {
      date: calendarDate(row.d),
      kind: row.kind,
      number: row.number,
      document_id: Number(row.document_id),
      debit: debit.toFixed(2),
      credit: credit.toFixed(2),
      balance: balance.toFixed(2),
    };
  });
  return {
    party: {
      id: person.id,
      full_name: `${person.firstName} ${person.lastName}`.trim(),
      email: person.email,
      role: party,
      ...toPartyDetails(person),
    },
    start_date: range.start_date,
    end_date: range.end_date,
    opening_balance: openingBalance.toFixed(2),
    debit_total: debitTotal.toFixed(2),
    credit_total: creditTotal.toFixed(2),
    closing_balance: balance.toFixed(2),
    lines,
  };
}
