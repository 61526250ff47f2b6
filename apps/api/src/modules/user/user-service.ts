import {
  MSG,
  PROFILE_IMAGE_MAX_BYTES,
  todayIn,
  type TCreateUserBody,
  type TLanguageCode,
  type TRoleSlug,
  type TUpdateOtherUserBody,
  type TUserDetail,
  pagePath,
} from '@amc/contracts';
import type { TDb, TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import { recordActivity } from '../../lib/kernel/activitylog';
import type { TCaller } from '../../lib/kernel/caller';
import { nextDocumentNumber } from '../../lib/rules/counters';
import { isUniqueViolation } from '../../lib/kernel/db-errors';
import { storedTexts } from '../../lib/kernel/i18n/server-texts';
import { enqueueTemplateMail } from '../../lib/documents/outbox';
import { hashPassword } from '../../lib/kernel/password';
import {
  IMAGE_TYPES,
  storeUpload,
  writeDroppingUploads,
  type TDropUpload,
  type TUploadedFile,
} from '../../lib/kernel/uploads';
import { changePassword } from '../auth/auth-public';
import { fullName } from '../../lib/kernel/person';
import {
  contactRows,
  ownUserWhere,
  toUserDetail,
  userColumns,
  userDetailInclude,
  type TUserDetailRow,
  type TUserForm,
} from './user-shape';
import { now } from '../../lib/kernel/clock';
import type { TFileStore } from '../../lib/kernel/file-store';

/** What a user form brings besides its fields: the profile image, and where uploads go. */
export type TUserFiles = { fileStore: TFileStore; profile?: TUploadedFile };

/** "Later than today" in the business's own time zone (the settings'), not the server's. */
async function assertBirthDateNotInFuture(db: TDb, birthDate: string) {
  const settings = await db.setting.findUnique({ where: { id: 1 }, select: { timeZone: true } });
  if (birthDate > todayIn(settings?.timeZone ?? 'UTC', now()))
    throw AppError.field('birth_date', MSG.dobNotInFuture);
}

async function assertEmailFree(db: TDb, email: string, exceptUserId?: number) {
  const taken = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (taken && taken.id !== exceptUserId) throw AppError.field('email', MSG.emailTaken, 'CONFLICT');
}

async function storeProfileImage(db: TDb, caller: TCaller, files: TUserFiles): Promise<string | undefined> {
  if (!files.profile) return undefined;
  const stored = await storeUpload(db, files.fileStore, 'profile', files.profile, {
    allowed: IMAGE_TYPES,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    uploadedById: caller.id,
    visibility: 'public',
  });
  return stored.url;
}

/** A second request with the same e-mail can race past the check; the unique index has the last word. */
async function withEmailUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', MSG.emailTaken, 'CONFLICT');
    throw error;
  }
}

export const describeUser = (user: { firstName: string; lastName: string; uniqueIdentity: string | null }) =>
  user.uniqueIdentity ? `${fullName(user)} (${user.uniqueIdentity})` : fullName(user);

/**
 * The welcome notice of a new customer or employee (SPEC's "customer added" and "employee added" events). It
 * never carries the password: it points to the sign-in page and to the page where the user chooses its own.
 * Suppliers have no such event in SPEC and get no mail.
 */
export async function enqueueWelcomeMail(db: TDb, user: TUserDetailRow, origin: string) {
  // The role is named in the mail's own language (the recipient's), like the rest of its text.
  const links = (language: TLanguageCode) => ({
    login_email: user.email,
    role: storedTexts(language)(`role.${user.role.slug as TRoleSlug}`),
    login_link: `${origin}${pagePath('signin')}`,
    reset_link: `${origin}${pagePath('forgotPassword')}`,
  });
  if (user.role.slug === 'customer') {
    await enqueueTemplateMail(db, 'customer_added', user.email, (language) => ({
      first_name: user.firstName,
      last_name: user.lastName,
      ...links(language),
    }));
  } else if (user.role.slug === 'employee') {
    await enqueueTemplateMail(db, 'employee_added', user.email, (language) => ({
      employee_first_name: user.firstName,
      employee_name: fullName(user),
      ...links(language),
    }));
  }
}

/**
 * Adds an employee, customer or supplier: its identity number (CUS-00001 ...) from the role's counter, its
 * contacts, its image and its welcome mail, all in one transaction.
 */
export async function createUser(
  prisma: TPrisma,
  caller: TCaller,
  body: TCreateUserBody,
  files: TUserFiles & { origin: string },
): Promise<TUserDetail> {
  const passwordHash = await hashPassword(body.password);
  const contacts = contactRows(body);
  return withEmailUniqueness(() =>
    prisma.$transaction(async (tx) => {
      await assertBirthDateNotInFuture(tx, body.birth_date);
      await assertEmailFree(tx, body.email);
      const role = await tx.role.findUniqueOrThrow({ where: { slug: body.role }, select: { id: true } });
      const profileImage = await storeProfileImage(tx, caller, files);
      const user = await tx.user.create({
        data: {
          ...userColumns(body),
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          passwordHash,
          roleId: role.id,
          profileImage: profileImage ?? null,
          // Taken last: the counter row stays locked until the transaction ends.
          uniqueIdentity: await nextDocumentNumber(tx, body.role),
          ...(contacts?.length ? { customerContacts: { create: contacts } } : {}),
        },
        include: userDetailInclude,
      });
      await recordActivity(tx, caller, {
        slug: 'user',
        action: 'create',
        description: `Added ${body.role} ${describeUser(user)}`,
        recordId: user.id,
      });
      await enqueueWelcomeMail(tx, user, files.origin);
      return toUserDetail(user);
    }),
  );
}

/**
 * Writes a user form over a stored user: its fields, a new image if one came (the old one dropped), its contacts
 * replaced as sent (a customer), and a new password if one was given, which ends the user's older tokens.
 */
export async function saveUserForm(
  tx: TDb,
  drop: TDropUpload,
  caller: TCaller,
  userId: number,
  body: TUserForm,
  passwordHash: string | null,
  files: TUserFiles,
): Promise<TUserDetailRow> {
  await assertBirthDateNotInFuture(tx, body.birth_date);
  const profileImage = await storeProfileImage(tx, caller, files);
  if (profileImage) {
    const stored = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { profileImage: true } });
    await drop(stored.profileImage);
  }
  const contacts = contactRows(body);
  if (contacts) await tx.customerContact.deleteMany({ where: { userId } });
  if (passwordHash) await changePassword(tx, userId, passwordHash);
  return tx.user.update({
    where: { id: userId },
    data: {
      ...userColumns(body),
      ...(profileImage ? { profileImage } : {}),
      ...(contacts?.length ? { customerContacts: { create: contacts } } : {}),
    },
    include: userDetailInclude,
  });
}

/** The admin's edit of another user (the "other forms" rules); the role stays what it is. */
export async function updateOtherUser(
  prisma: TPrisma,
  caller: TCaller,
  body: TUpdateOtherUserBody,
  files: TUserFiles,
): Promise<TUserDetail> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  return withEmailUniqueness(() =>
    writeDroppingUploads(prisma, files.fileStore, async (tx, drop) => {
      const current = await tx.user.findFirst({
        where: { AND: [{ id: body.user_id }, ownUserWhere(caller), { role: { slug: { not: 'admin' } } }] },
        select: { id: true, email: true, role: { select: { slug: true } } },
      });
      if (!current) throw new AppError('NOT_FOUND');
      if (current.role.slug !== body.role) throw AppError.field('role', MSG.roleReadOnly);
      if (body.email !== current.email) await assertEmailFree(tx, body.email, current.id);
      const user = await saveUserForm(tx, drop, caller, current.id, body, passwordHash, files);
      await recordActivity(tx, caller, {
        slug: 'user',
        action: 'update',
        description: `Updated ${body.role} ${describeUser(user)}${passwordHash ? ' and set a new password' : ''}`,
        recordId: user.id,
      });
      return toUserDetail(user);
    }),
  );
}
