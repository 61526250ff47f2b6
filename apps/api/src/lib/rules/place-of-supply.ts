import type { TDb } from '../kernel/db-client';

/** A GSTIN starts with its state's two-digit code (27 Maharashtra, 29 Karnataka...). */
const stateCodeOf = (taxNumber: string | null | undefined) =>
  /^(\d{2})[0-9A-Z]/i.exec(taxNumber?.trim() ?? '')?.[1];

const placeName = (state: string | null | undefined) =>
  (state ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Whether a sale to this party crosses states (India's IGST rather than CGST + SGST): the place of supply is the
 * customer's state. Told first by the two GSTINs' state codes when both have one (a registered customer's
 * registration is its place in law), else by the two states as written; when either is unknown the sale is taken
 * as within the state, as a walk-in sale is.
 */
export function crossesStates(
  business: { state: string; taxNumber: string },
  party: { state: string | null; gst: string | null },
): boolean {
  const ours = stateCodeOf(business.taxNumber);
  const theirs = stateCodeOf(party.gst);
  if (ours && theirs) return ours !== theirs;
  const here = placeName(business.state);
  const there = placeName(party.state);
  return Boolean(here && there && here !== there);
}

/**
 * The customers among `customerIds` that a sale crosses states to, read with the settings in two statements however
 * many (the billing run's thousands); a document's write keeps the answer on the document.
 */
export async function customersAcrossStates(db: TDb, customerIds: readonly number[]): Promise<Set<number>> {
  const [business, parties] = await Promise.all([
    db.setting.findUniqueOrThrow({ where: { id: 1 }, select: { state: true, taxNumber: true } }),
    db.user.findMany({
      where: { id: { in: [...new Set(customerIds)] } },
      select: { id: true, state: true, gst: true },
    }),
  ]);
  return new Set(parties.filter((party) => crossesStates(business, party)).map((party) => party.id));
}

export const customerCrossesStates = async (db: TDb, customerId: number) =>
  (await customersAcrossStates(db, [customerId])).has(customerId);
