import type {
  TAccountEntry,
  TAccountEntryKind,
  TCreateAccountEntryBody,
  TUpdateAccountEntryBody,
} from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { recordActivity } from '../../lib/kernel/activitylog';
import { AppError } from '../../lib/kernel/app-error';
import type { TCaller } from '../../lib/kernel/caller';
import { dateColumn } from '../../lib/kernel/calendar-date';
import { ENTRY_INCLUDE, entryTable, toAccountEntry } from './account-entry-store';

const columns = (body: TCreateAccountEntryBody) => ({
  title: body.title,
  label: body.label,
  amount: body.amount,
  date: dateColumn(body.date),
  note: body.note ?? null,
});

const describe = (entry: TAccountEntry) => `${entry.title} (${entry.amount} on ${entry.date})`;

export async function createAccountEntry(
  prisma: TPrisma,
  caller: TCaller,
  kind: TAccountEntryKind,
  body: TCreateAccountEntryBody,
): Promise<TAccountEntry> {
  return prisma.$transaction(async (tx) => {
    const row = await entryTable(tx, kind).create({
      data: { ...columns(body), createdById: caller.id },
      include: ENTRY_INCLUDE,
    });
    const entry = toAccountEntry(row);
    await recordActivity(tx, caller, {
      slug: kind,
      action: 'create',
      description: `Added the ${kind} ${describe(entry)}`,
      recordId: row.id,
    });
    return entry;
  });
}

/** Replaces every field of one entry; who added it stays. */
export async function updateAccountEntry(
  prisma: TPrisma,
  caller: TCaller,
  kind: TAccountEntryKind,
  body: TUpdateAccountEntryBody,
): Promise<TAccountEntry> {
  return prisma.$transaction(async (tx) => {
    const table = entryTable(tx, kind);
    const existing = await table.findUnique({ where: { id: body.id }, select: { id: true } });
    if (!existing) throw new AppError('NOT_FOUND');
    const row = await table.update({ where: { id: body.id }, data: columns(body), include: ENTRY_INCLUDE });
    const entry = toAccountEntry(row);
    await recordActivity(tx, caller, {
      slug: kind,
      action: 'update',
      description: `Updated the ${kind} ${describe(entry)}`,
      recordId: row.id,
    });
    return entry;
  });
}

/** All or nothing: one unknown id answers 404 and nothing is deleted. */
export async function deleteAccountEntries(
  prisma: TPrisma,
  caller: TCaller,
  kind: TAccountEntryKind,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const table = entryTable(tx, kind);
    const rows = await table.findMany({ where: { id: { in: unique } }, include: ENTRY_INCLUDE });
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    const { count } = await table.deleteMany({ where: { id: { in: unique } } });
    // A concurrent delete took one of them first: roll back rather than report a partial delete.
    if (count !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of rows) {
      await recordActivity(tx, caller, {
        slug: kind,
        action: 'delete',
        description: `Deleted the ${kind} ${describe(toAccountEntry(row))}`,
        recordId: row.id,
      });
    }
    return unique;
  });
}
