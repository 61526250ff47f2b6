import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZUploadedFile } from '../../lib/kernel/uploads';

const CONTACT_KEY = /^contact_(person|mobile|designation)(?:\[(\d{0,3})\])?$/;
const CONTACT_FIELD = { person: 'contact_person', mobile: 'mobile', designation: 'designation' } as const;

/**
 * The user forms send a customer's other contacts as the arrays contact_person[i], contact_mobile[i] and
 * contact_designation[i] (or repeated contact_person[] keys); this folds them into the contract's
 * `customer_contacts` rows, in index order, before validation. A JSON body with `customer_contacts` passes as is.
 */
export function foldContactFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const rows = new Map<number, Record<string, unknown>>();
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = CONTACT_KEY.exec(key);
    if (!match) {
      rest[key] = value;
      continue;
    }
    const field = CONTACT_FIELD[match[1] as keyof typeof CONTACT_FIELD];
    const values = Array.isArray(value) ? value : [value];
    const at = (index: number) => rows.get(index) ?? rows.set(index, {}).get(index)!;
    if (match[2]) at(Number(match[2]))[field] = values[0];
    else values.forEach((v, index) => (at(index)[field] = v));
  }
  if (!rows.size) return body;
  rest.customer_contacts = [...rows.keys()].sort((a, b) => a - b).map((index) => rows.get(index));
  return rest;
}

export async function foldContactFieldsHook(request: FastifyRequest) {
  request.body = foldContactFields(request.body);
}

/** The optional `profile` image of a user form; a text value (an empty field, the current image's URL) means none. */
export const ZProfileFile = {
  profile: z.preprocess(
    (value) => (typeof value === 'string' || value === null ? undefined : value),
    ZUploadedFile.optional(),
  ),
};
