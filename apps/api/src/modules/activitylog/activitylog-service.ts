import type { TActivityLog, TActivityLogFilter, TActivityLogSortColumn, TListQuery } from '@amc/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { TPrisma } from '../../lib/kernel/db-client';
import type { TCaller } from '../../lib/kernel/caller';
import { isAdmin } from '../../lib/kernel/caller';
import { AppError } from '../../lib/kernel/app-error';
import { defineList, filterDate, filterId, runList } from '../../lib/list/list-query';
import { prismaListRunner } from '../../lib/list/prisma-list-runner';
import { PERSON_FIELDS, personRef } from '../../lib/kernel/person';

type TWhere = Prisma.ActivityLogWhereInput;
type TOrderBy = Prisma.ActivityLogOrderByWithRelationInput;

/** A module slug as the log stores it (at most 64 characters); anything else is refused rather than ignored. */
function filterSlug(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 64)
    throw AppError.field('filters.activity_slug', 'activity_slug must be a module slug.');
  return value.trim();
}

const activityLogList = defineList<TWhere, TOrderBy>({
  sort: {
    created_at: (order) => ({ createdAt: order }),
    // Within a module or an action, newest first: the (slug, created_at) and (action, created_at) indexes.
    activity_slug: (order) => [{ slug: order }, { createdAt: order }],
    action: (order) => [{ action: order }, { createdAt: order }],
  } satisfies Record<TActivityLogSortColumn, (order: Prisma.SortOrder) => TOrderBy | TOrderBy[]>,
  defaultSort: { column: 'created_at', order: 'desc' },
  search: (term) => ({ OR: [{ description: { startsWith: term } }, { action: { startsWith: term } }] }),
  filters: {
    activity_slug: (value) => ({ slug: filterSlug(value) }),
    user_id: (value) => ({ userId: filterId('user_id', value) }),
    from: (value) => ({ createdAt: { gte: filterDate('from', value) } }),
    to: (value) => ({ createdAt: { lt: new Date(filterDate('to', value).getTime() + 86_400_000) } }),
  } satisfies Record<TActivityLogFilter, (value: unknown) => TWhere>,
});

/** Admin reads every log line; anyone else with the right reads only what it did itself. */
const visibleTo = (caller: TCaller): TWhere[] => (isAdmin(caller) ? [] : [{ userId: caller.id }]);

export async function findActivityLogs(
  prisma: TPrisma,
  caller: TCaller,
  query: TListQuery & { activity_slug?: string },
) {
  const scope = visibleTo(caller);
  if (query.activity_slug) scope.push({ slug: query.activity_slug });
  return runList(
    prisma,
    query,
    activityLogList,
    scope,
    prismaListRunner(prisma.activityLog, {
      include: { user: { select: { ...PERSON_FIELDS, role: { select: { slug: true } } } } },
    }),
    (row): TActivityLog => ({
      id: row.id,
      activity_slug: row.slug,
      action: row.action,
      description: row.description,
      record_id: row.recordId,
      user: row.user ? { ...personRef(row.user), role_name: row.user.role.slug } : null,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.createdAt.toISOString(),
    }),
    {
      filename: 'activityLogData',
      columns: [
        { header: 'column.date', value: (r) => r.created_at, as: 'time' },
        { header: 'column.user', value: (r) => r.user?.full_name ?? '' },
        { header: 'column.module', value: (r) => r.activity_slug },
        { header: 'column.action', value: (r) => r.action },
        { header: 'column.description', value: (r) => r.description },
        { header: 'column.ip', value: (r) => r.ip ?? '' },
      ],
    },
  );
}

/** The module slugs of the log lines the caller may read, for the list's filter (grouped by the database). */
export async function findActivitySlugs(prisma: TPrisma, caller: TCaller): Promise<string[]> {
  const groups = await prisma.activityLog.groupBy({
    by: ['slug'],
    where: { AND: visibleTo(caller) },
    orderBy: { slug: 'asc' },
  });
  return groups.map((group) => group.slug);
}
