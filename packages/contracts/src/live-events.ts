import { z } from 'zod';
import type { TRoleSlug } from './enums';

/**
 * The notices of GET /api/listenEventMessage. Each `data:` line holds one of these names as a JSON string;
 * a notice carries no data, so whoever receives one reloads what it concerns through the usual calls.
 */
export const LIVE_EVENTS = {
  customerPermissionUpdated: 'customer_permission_updated',
  employeePermissionUpdated: 'employee_permission_updated',
  messageReceived: 'message_received',
  /** A check or an import moved (issue 26): to the user who started it. */
  importProgress: 'import_progress',
  /** A supplier answered its purchase order, or sent its invoice (issue 27, section 5): to every admin. */
  purchaseAnswered: 'purchase_answered',
  purchaseInvoice: 'purchase_invoice',
  /** A complaint's promise is at risk or broken (issue 28): to its assignee and every admin. */
  complaintAlert: 'complaint_alert',
  /** A customer rated a visit or complaint 1 or 2 (issue 28): to every admin. */
  lowRating: 'low_rating',
} as const;

/** The notice a role's users get when /role/update changes that role's rights. */
export const permissionUpdatedEvent = (role: TRoleSlug) => `${role}_permission_updated`;

/** Roles whose users SPEC section 4 signs out when their rights change. */
export const FORCED_LOGOUT_EVENTS: Partial<Record<TRoleSlug, string>> = {
  customer: LIVE_EVENTS.customerPermissionUpdated,
  employee: LIVE_EVENTS.employeePermissionUpdated,
};

/** A browser's EventSource cannot send headers, so the access token comes in the query string. */
export const ZLiveEventsQuery = z.object({ token: z.string().min(1) });
