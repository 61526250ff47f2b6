import { type TCalendarEntry, type TPageKey, pagePath } from '@amc/contracts';
import { useCallback } from 'react';
import { useCanOpenPage } from '../../../lib/page-access';

/** Where a dashboard link leads: the page (whose access decides whether it is offered) and its full address. */
export type TPageLink = { page: TPageKey; href: string };

/** A list page, opened with its own filters from the address (the DataTable's `<table>.<filter>` parameters). */
export function listLink(page: TPageKey & `${string}List`, filters: Record<string, string> = {}): TPageLink {
  const query = new URLSearchParams(filters).toString();
  return { page, href: query ? `${pagePath(page)}?${query}` : pagePath(page) };
}

/** The list of services of one day or range (the service list's own date filters, kept in its address). */
export const servicesOn = (from: string, to: string = from): TPageLink =>
  listLink('serviceList', { 'service.from': from, 'service.to': to });

/** Where a calendar entry leads: its contract's page, its day's services, or the task list searched by name. */
export function calendarEntryLink(entry: TCalendarEntry): TPageLink {
  if (entry.kind === 'service') return servicesOn(entry.date);
  if (entry.kind === 'task') return listLink('taskList', { 'task.search': entry.title });
  return { page: 'amcView', href: pagePath('amcView', { id: entry.id }) };
}

/**
 * The link's address when the signed-in user may open its page, else null: the dashboard only offers links the
 * router's guard would let through (the same rule, so the two cannot disagree).
 */
export function useOpenableLink() {
  const canOpenPage = useCanOpenPage();
  return useCallback((link: TPageLink) => (canOpenPage(link.page) ? link.href : null), [canOpenPage]);
}
