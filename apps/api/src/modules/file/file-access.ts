import type { TDb, TPrisma } from '../../lib/db-client';
import { hasPermission, type TCaller } from '../../lib/caller';
import { fileUrl } from '../../lib/uploads';
import { ownAmcWhere } from '../amc/amc-public';

/**
 * The record an upload belongs to, found by the column that holds its URL. Every column that stores an upload
 * is listed here, so a new one that is not cannot be downloaded at all (an unlinked file answers 404).
 */
export type TFileOwner =
  | { kind: 'logo' }
  | { kind: 'profile'; userId: number }
  | { kind: 'product'; productId: number }
  | { kind: 'amc'; amcId: number };

export async function findFileOwner(db: TDb | TPrisma, storedName: string): Promise<TFileOwner | null> {
  const url = fileUrl(storedName);
  const [setting, user, product, amc] = await Promise.all([
    db.setting.findFirst({ where: { OR: [{ logo: url }, { sidebarLogo: url }] }, select: { id: true } }),
    db.user.findFirst({ where: { profileImage: url }, select: { id: true } }),
    db.product.findFirst({ where: { image: url }, select: { id: true } }),
    db.amc.findFirst({ where: { attachment: url }, select: { id: true } }),
  ]);
  if (setting) return { kind: 'logo' };
  if (user) return { kind: 'profile', userId: user.id };
  if (product) return { kind: 'product', productId: product.id };
  if (amc) return { kind: 'amc', amcId: amc.id };
  return null;
}

/**
 * Logos brand the sign-in page, so anyone may load them. Every other file needs a signed-in caller:
 * - profile images show next to names in lists, messages and assignments any signed-in user sees;
 * - product images are catalogue pictures shown wherever products are picked, not anyone's private data;
 * - an AMC's attachment follows its contract: amc_view and the contract's rows (a customer its own contracts,
 *   an employee those assigned to it), as /amc/view does.
 */
export const isPublicFile = (owner: TFileOwner) => owner.kind === 'logo';

export async function mayReadFile(db: TPrisma, caller: TCaller, owner: TFileOwner): Promise<boolean> {
  switch (owner.kind) {
    case 'logo':
    case 'profile':
    case 'product':
      return true;
    case 'amc':
      if (!hasPermission(caller, 'amc_view')) return false;
      return (await db.amc.count({ where: { AND: [{ id: owner.amcId }, ownAmcWhere(caller)] } })) > 0;
  }
}
