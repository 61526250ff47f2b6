/** The two parts of a person's name, as the users table keeps them. */
type TPersonName = { firstName: string; lastName: string };

/** A person as the contracts send it (ZPersonRef of packages/contracts): its id and full name. */
type TPersonRef = { id: number; full_name: string };

/** "First Last", as every screen, mail and document shows a person; one part alone when the other is empty. */
export const fullName = (u: TPersonName) => `${u.firstName} ${u.lastName}`.trim();

/** What a reference to a person reads: its id and its name. */
export const PERSON_FIELDS = { id: true, firstName: true, lastName: true } as const;

/** A related person in an include: `customer: PERSON_SELECT`. */
export const PERSON_SELECT = { select: PERSON_FIELDS } as const;

/** The reference the contracts send for a related person. */
export const personRef = (u: TPersonName & { id: number }): TPersonRef => ({
  id: u.id,
  full_name: fullName(u),
});

/** A record's customer as its list sends it: with its e-mail, the key its export is imported back by. */
export const CUSTOMER_SELECT = { select: { ...PERSON_FIELDS, email: true } } as const;
export const customerRef = (u: TPersonName & { id: number; email: string }) => ({
  ...personRef(u),
  email: u.email,
});

/** personRef of a relation that may be empty (no assignee yet ...). */
export const personRefOrNull = (u: (TPersonName & { id: number }) | null): TPersonRef | null =>
  u ? personRef(u) : null;
