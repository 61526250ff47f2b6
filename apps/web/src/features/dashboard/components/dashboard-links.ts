import type { TCalendarEntry } from '@amc/contracts';
import { useCallback } from 'react';
import { canAccessPath } from '../../../lib/route-access';
import { useSession } from '../../../lib/session';

/** The list of services of one day (the service list's own date filters, kept in its address). */
export const servicesOnPath = (from: string, to: string = from) =>
  `/service/list?service.from=${from}&service.to=${to}`;

/** Where a calendar entry leads: its contract's page, its day's services, or the task list searched by name. */
export function calendarEntryPath(entry: TCalendarEntry): string {
  if (entry.kind === 'service') return servicesOnPath(entry.date);
  if (entry.kind === 'task') return `/task/list?task.search=${encodeURIComponent(entry.title)}`;
  return `/amc/view/${entry.id}`;
}

/**
 * The path when the signed-in user may open that page, else null: the dashboard only offers links the router's
 * guard would let through (the same rule, so the two cannot disagree).
 */
export function useOpenablePath() {
  const { user, permissions } = useSession();
  return useCallback(
    (path: string) => (canAccessPath(path.split('?')[0] ?? path, user?.role_name, permissions) ? path : null),
    [user?.role_name, permissions],
  );
}
