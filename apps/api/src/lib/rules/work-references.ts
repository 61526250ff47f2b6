import { MSG } from '@amc/contracts';
import type { TDb } from '../kernel/db-client';
import { AppError, type TIssue } from '../kernel/app-error';
import { isAdmin, type TCaller } from '../kernel/caller';
import { isActiveProduct, isActiveUserOfRole } from './chosen-records';

/** Whom and what a contract or a service names, as the form sent it and as the record holds it now. */
export type TWorkReferences = { customerId: number; assignedToId: number | null; productIds?: number[] };
export type TCurrentReferences = {
  customerId: number | null;
  assignedToId: number | null;
  productIds?: number[];
};

const NO_CURRENT: TCurrentReferences = { customerId: null, assignedToId: null, productIds: [] };

/**
 * The customer must be an active customer, the assignee an active employee, each product an active product. Only
 * a choice the write changes is checked, so a record keeps what it already names after that user is disabled or
 * that product archived. Every bad field is reported at once.
 */
export async function checkWorkReferences(
  db: TDb,
  refs: TWorkReferences,
  current: TCurrentReferences = NO_CURRENT,
): Promise<void> {
  const issues: TIssue[] = [];
  if (refs.customerId !== current.customerId && !(await isActiveUserOfRole(db, refs.customerId, 'customer')))
    issues.push({ path: 'customer_id', message: MSG.chooseCustomer });
  if (
    refs.assignedToId &&
    refs.assignedToId !== current.assignedToId &&
    !(await isActiveUserOfRole(db, refs.assignedToId, 'employee'))
  )
    issues.push({ path: 'assigned_to_id', message: MSG.chooseEmployee });
  const kept = new Set(current.productIds ?? []);
  for (const productId of (refs.productIds ?? []).filter((id) => !kept.has(id))) {
    if (await isActiveProduct(db, productId)) continue;
    issues.push({ path: 'product_ids', message: MSG.chooseProduct });
    break;
  }
  if (issues.length) throw new AppError('BAD_INPUT', issues[0]!.message, issues);
}

/** A member (not admin) may add only a row it will own: a customer its own, an employee one assigned to it. */
export function assertOwnNewRow(caller: TCaller, refs: TWorkReferences) {
  if (isAdmin(caller)) return;
  const own =
    (caller.role === 'customer' && refs.customerId === caller.id) ||
    (caller.role === 'employee' && refs.assignedToId === caller.id);
  if (!own) throw new AppError('FORBIDDEN');
}

/** Assigning is the administrator's: a member who cannot do the work declines it instead. */
export function assertMayAssign(caller: TCaller, currentId: number | null, nextId: number | null) {
  if (!isAdmin(caller) && currentId !== nextId)
    throw AppError.field('assigned_to_id', MSG.onlyAdminAssigns, 'FORBIDDEN');
}
