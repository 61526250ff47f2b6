import type { TPermission } from '@amc/contracts';
import { useSession } from './session';

/**
 * Whether the signed-in user holds a right (SPEC section 6: admin has no Permission list and holds them all).
 * Buttons mirror it so nobody is offered a write the server will refuse; the server still decides.
 */
export function useRight(right: TPermission | undefined): boolean {
  const { permissions } = useSession();
  // A right that is not there (a final document's delete) is held by nobody, admin included.
  if (right === undefined) return false;
  return permissions === null || permissions.includes(right);
}
