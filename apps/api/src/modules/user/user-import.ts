import { GENDERS, MSG, USER_IMPORT_RULES, type TBusinessRole } from '@amc/contracts';
import { insertRows } from '../../lib/kernel/bulk-insert';
import type { TCaller } from '../../lib/kernel/caller';
import { nextDocumentNumbers } from '../../lib/rules/counters';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { isUniqueViolation } from '../../lib/kernel/db-errors';
import {
  byRule,
  changedFields,
  oneOf,
  writePlanned,
  type TImporter,
  type TImportFieldSpec,
  type TImportOptions,
  type TImportRow,
  type TRowOutcome,
} from '../../lib/rules/import-kit';
import { USER_COLUMNS, userDetailInclude } from './user-shape';
import { enqueueWelcomeMail } from './user-service';

/**
 * Importing customers, suppliers and employees (issue 26, section 1), matched on their e-mail. A new person gets
 * its identity number from its role's counter and no password: it chooses one through "Forgot password", which
 * the welcome mail (sent only when the import asks for it) points to.
 */

/** No argon2 hash has this form, so no password signs in until the person sets one. */
const NO_PASSWORD = '!imported';

type TUserField = keyof typeof USER_COLUMNS;
const rule = (key: TUserField) => byRule(USER_IMPORT_RULES[key as keyof typeof USER_IMPORT_RULES]);

const PERSON: TImportFieldSpec[] = [
  { key: 'email', header: 'column.email', required: true, parse: rule('email') },
  { key: 'first_name', header: 'column.firstName', required: true, parse: rule('first_name') },
  { key: 'last_name', header: 'column.lastName', required: true, parse: rule('last_name') },
  { key: 'mobile', header: 'column.mobile', parse: rule('mobile') },
  { key: 'alternate_mobile', header: 'column.alternateMobile', parse: rule('alternate_mobile') },
  { key: 'gender', header: 'column.gender', parse: oneOf(GENDERS) },
  { key: 'birth_date', header: 'column.birthDate', parse: rule('birth_date') },
  { key: 'address', header: 'column.address', parse: rule('address') },
  { key: 'city', header: 'column.city', parse: rule('city') },
  { key: 'state', header: 'column.state', parse: rule('state') },
  { key: 'pincode', header: 'column.pincode', parse: rule('pincode') },
];

const COMPANY: TImportFieldSpec[] = [
  { key: 'company_name', header: 'column.company', parse: rule('company_name') },
  { key: 'company_contact_person', header: 'column.contactPerson', parse: rule('company_contact_person') },
  { key: 'phone', header: 'column.phone', parse: rule('phone') },
  { key: 'gst', header: 'column.gst', parse: rule('gst') },
  { key: 'pan_no', header: 'column.panNo', parse: rule('pan_no') },
  { key: 'tin_no', header: 'column.tinNo', parse: rule('tin_no') },
  { key: 'cst_no', header: 'column.cstNo', parse: rule('cst_no') },
  { key: 'bank_name', header: 'column.bankName', parse: rule('bank_name') },
  { key: 'account_number', header: 'column.accountNumber', parse: rule('account_number') },
  { key: 'branch_name', header: 'column.branchName', parse: rule('branch_name') },
  { key: 'ifsc_code', header: 'column.ifscCode', parse: rule('ifsc_code') },
  { key: 'swift_code', header: 'column.swiftCode', parse: rule('swift_code') },
  { key: 'branch_code', header: 'column.branchCode', parse: rule('branch_code') },
  {
    key: 'international_bank_code',
    header: 'column.internationalBankCode',
    parse: rule('international_bank_code'),
  },
  { key: 'national_bank_code', header: 'column.nationalBankCode', parse: rule('national_bank_code') },
];

const FIELDS: Record<TBusinessRole, TImportFieldSpec[]> = {
  customer: [...PERSON, ...COMPANY],
  supplier: [...PERSON, ...COMPANY],
  employee: [...PERSON, { key: 'designation', header: 'column.designation', parse: rule('designation') }],
};

const STORED_SELECT = {
  id: true,
  role: { select: { slug: true } },
  ...(Object.fromEntries(Object.values(USER_COLUMNS).map((column) => [column, true])) as Record<
    (typeof USER_COLUMNS)[TUserField],
    true
  >),
};

/** A stored user's columns under the import's field keys, dates as YYYY-MM-DD. */
function storedValues(user: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(USER_COLUMNS).map(([field, column]) => {
      const value = user[column];
      return [field, value instanceof Date ? value.toISOString().slice(0, 10) : value];
    }),
  );
}

/** The field values to write, under the model's names (an update) or the table's (an insert: the same as the keys). */
const modelData = (values: TImportRow['values'], fields: readonly string[]) =>
  Object.fromEntries(
    fields.map((field) => {
      const value = values[field];
      const column = USER_COLUMNS[field as TUserField];
      return [
        column,
        field === 'birth_date' && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value,
      ];
    }),
  );

type TPlanned =
  { row: TImportRow; kind: 'create' } | { row: TImportRow; kind: 'update'; id: number; fields: string[] };

async function writePeople(
  tx: TDb,
  role: TBusinessRole,
  planned: readonly TPlanned[],
  options: TImportOptions,
) {
  const creates = planned.filter((p) => p.kind === 'create');
  if (creates.length) {
    const { id: roleId } = await tx.role.findUniqueOrThrow({ where: { slug: role }, select: { id: true } });
    const numbers = await nextDocumentNumbers(tx, role, creates.length);
    const at = new Date();
    // Every row names the same columns (the file's), as one multi-row INSERT needs.
    const columns = Object.keys(creates[0]!.row.values);
    await insertRows(
      tx,
      'users',
      creates.map((p, index) => ({
        ...Object.fromEntries(columns.map((column) => [column, p.row.values[column] ?? null])),
        unique_identity: numbers[index],
        role_id: roleId,
        password_hash: NO_PASSWORD,
        is_active: true,
        token_version: 0,
        created_at: at,
        updated_at: at,
      })),
    );
    if (options.welcomeMail) {
      const emails = creates.map((p) => String(p.row.values.email));
      const users = await tx.user.findMany({ where: { email: { in: emails } }, include: userDetailInclude });
      for (const user of users) await enqueueWelcomeMail(tx, user, options.origin);
    }
  }
  for (const p of planned) {
    if (p.kind === 'update')
      await tx.user.update({ where: { id: p.id }, data: modelData(p.row.values, p.fields) });
  }
}

function peopleImporter(role: TBusinessRole): TImporter {
  return {
    fields: FIELDS[role],
    async apply(prisma: TPrisma, _caller: TCaller, rows, options): Promise<TRowOutcome[]> {
      const emails = rows.map((row) => String(row.values.email));
      const stored = await prisma.user.findMany({ where: { email: { in: emails } }, select: STORED_SELECT });
      const byEmail = new Map(stored.map((user) => [user.email.toLowerCase(), user]));
      const outcomes: TRowOutcome[] = [];
      const planned: { index: number; plan: TPlanned }[] = [];
      rows.forEach((row, index) => {
        const user = byEmail.get(String(row.values.email));
        if (!user) {
          planned.push({ index, plan: { row, kind: 'create' } });
          outcomes[index] = 'created';
          return;
        }
        if (user.role.slug !== role) {
          outcomes[index] = [{ column: null, message: MSG.importOtherKind }];
          return;
        }
        const fields = changedFields(storedValues(user), row.values);
        if (!fields.length) outcomes[index] = 'unchanged';
        else {
          planned.push({ index, plan: { row, kind: 'update', id: user.id, fields } });
          outcomes[index] = 'updated';
        }
      });
      return writePlanned(
        prisma,
        outcomes,
        planned,
        options,
        (tx, plans) => writePeople(tx, role, plans, options),
        (error) => (isUniqueViolation(error) ? [{ column: null, message: MSG.emailTaken }] : null),
      );
    },
  };
}

export const userImporters = {
  customer: peopleImporter('customer'),
  supplier: peopleImporter('supplier'),
  employee: peopleImporter('employee'),
};
