import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { hasPermission, type TCaller } from '../../lib/kernel/caller';
import { fileUrl } from '../../lib/kernel/uploads';
import { ownAmcWhere } from '../amc/amc-public';
import { ownComplaintsWhere } from '../complaint/complaint-public';
import { ownPurchasesWhere } from '../document/document-public';
import { ownEquipmentWhere } from '../equipment/equipment-public';
import { ownServiceWhere } from '../service/service-public';

/**
 * The record an upload belongs to, found by the column that holds its URL. Every column that stores an upload
 * is listed here, so a new one that is not cannot be downloaded at all (an unlinked file answers 404).
 */
export type TFileOwner =
  | { kind: 'logo' }
  | { kind: 'profile'; userId: number }
  | { kind: 'product'; productId: number }
  | { kind: 'amc'; amcId: number }
  | { kind: 'complaint'; complaintId: number }
  | { kind: 'equipment'; equipmentId: number }
  | { kind: 'purchase_invoice'; purchaseId: number }
  | { kind: 'service_photo' | 'service_signature' | 'service_report'; serviceId: number };

export async function findFileOwner(db: TDb | TPrisma, storedName: string): Promise<TFileOwner | null> {
  const url = fileUrl(storedName);
  const [setting, user, product, amc, complaintPhoto, equipmentPhoto, servicePhoto, serviceProof, invoice] =
    await Promise.all([
      db.setting.findFirst({ where: { OR: [{ logo: url }, { sidebarLogo: url }] }, select: { id: true } }),
      db.user.findFirst({ where: { profileImage: url }, select: { id: true } }),
      db.product.findFirst({ where: { image: url }, select: { id: true } }),
      db.amc.findFirst({ where: { attachment: url }, select: { id: true } }),
      db.complaintPhoto.findFirst({ where: { url }, select: { complaintId: true } }),
      db.equipmentPhoto.findFirst({ where: { url }, select: { equipmentId: true } }),
      db.servicePhoto.findFirst({ where: { url }, select: { serviceId: true } }),
      db.service.findFirst({
        where: { OR: [{ signatureUrl: url }, { reportUrl: url }] },
        select: { id: true, signatureUrl: true },
      }),
      db.purchase.findFirst({ where: { supplierInvoice: url }, select: { id: true } }),
    ]);
  if (setting) return { kind: 'logo' };
  if (user) return { kind: 'profile', userId: user.id };
  if (product) return { kind: 'product', productId: product.id };
  if (amc) return { kind: 'amc', amcId: amc.id };
  if (complaintPhoto) return { kind: 'complaint', complaintId: complaintPhoto.complaintId };
  if (equipmentPhoto) return { kind: 'equipment', equipmentId: equipmentPhoto.equipmentId };
  if (servicePhoto) return { kind: 'service_photo', serviceId: servicePhoto.serviceId };
  if (serviceProof)
    return {
      kind: serviceProof.signatureUrl === url ? 'service_signature' : 'service_report',
      serviceId: serviceProof.id,
    };
  if (invoice) return { kind: 'purchase_invoice', purchaseId: invoice.id };
  return null;
}

/**
 * Logos brand the sign-in page, so anyone may load them. Every other file needs a signed-in caller:
 * - profile images show next to names in lists, messages and assignments any signed-in user sees;
 * - product images are catalogue pictures shown wherever products are picked, not anyone's private data;
 * - an AMC's attachment follows its contract: amc_view and the contract's rows (a customer its own contracts,
 *   an employee those assigned to it), as /amc/view does;
 * - a complaint's photo follows its complaint: complaint_view and the complaint's rows, as /complaint/view does;
 * - an equipment item's photo follows the item: equipment_view and the item's rows, as /equipment/view does;
 * - a visit's photos, signature and report PDF follow service_view and the visit's rows (the admin, the assigned
 *   employee, the customer), as /service/report does;
 * - a purchase's invoice, uploaded by its supplier, follows purchase_view and the purchase's rows (the admin, the
 *   purchase's own supplier), as /purchase/view does.
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
    case 'complaint':
      if (!hasPermission(caller, 'complaint_view')) return false;
      return (
        (await db.complaint.count({
          where: { AND: [{ id: owner.complaintId }, ownComplaintsWhere(caller)] },
        })) > 0
      );
    case 'equipment':
      if (!hasPermission(caller, 'equipment_view')) return false;
      return (
        (await db.equipment.count({
          where: { AND: [{ id: owner.equipmentId }, ownEquipmentWhere(caller)] },
        })) > 0
      );
    case 'service_photo':
    case 'service_signature':
    case 'service_report':
      if (!hasPermission(caller, 'service_view')) return false;
      return (
        (await db.service.count({ where: { AND: [{ id: owner.serviceId }, ownServiceWhere(caller)] } })) > 0
      );
    case 'purchase_invoice':
      if (!hasPermission(caller, 'purchase_view')) return false;
      return (
        (await db.purchase.count({
          where: { AND: [{ id: owner.purchaseId }, ownPurchasesWhere(caller)] },
        })) > 0
      );
  }
}
