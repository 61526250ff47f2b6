import { z } from 'zod';
import { ZListQuery } from './common';

export const ZActivityLog = z.object({
  id: z.number().int(),
  activity_slug: z.string(),
  action: z.string(),
  description: z.string(),
  record_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), full_name: z.string(), role_name: z.string() }).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type TActivityLog = z.infer<typeof ZActivityLog>;

/** The log's sort names: newest first, or grouped by module or by action, newest first within one. */
export const ACTIVITY_LOG_SORT_COLUMNS = ['created_at', 'activity_slug', 'action'] as const;
export type TActivityLogSortColumn = (typeof ACTIVITY_LOG_SORT_COLUMNS)[number];
export const ACTIVITY_LOG_FILTERS = ['activity_slug', 'user_id', 'from', 'to'] as const;
export type TActivityLogFilter = (typeof ACTIVITY_LOG_FILTERS)[number];

/**
 * GET /api/activitylog?activity_slug=...: the module's log, paged like every list. The list's `filters` also take
 * activity_slug, user_id and a from/to date range (YYYY-MM-DD, both days included).
 */
export const ZListActivityLogQuery = ZListQuery.extend({ activity_slug: z.string().max(64).optional() });

/** GET /api/activitylog/slugs: the modules (activity slugs) of the lines the caller may read, for the filter. */
export const ZActivitySlugs = z.array(z.string());
