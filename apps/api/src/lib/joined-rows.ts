/**
 * The people of a list row read through LEFT JOINs in the row's own statement (see the service and complaint
 * lists' findByIds): null when the row names nobody, otherwise the shape Prisma's `select: { id, firstName,
 * lastName }` gives, so the module's toOutput takes either.
 */
export function joinedPerson<TExtra extends object = object>(
  id: number | null,
  firstName: string | null,
  lastName: string | null,
  extra?: TExtra,
): ({ id: number; firstName: string; lastName: string } & TExtra) | null {
  if (id === null) return null;
  // A foreign key holds the person there, so the joined names are present whenever the id is.
  return { id, firstName: firstName ?? '', lastName: lastName ?? '', ...(extra as TExtra) };
}
