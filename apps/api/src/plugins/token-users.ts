import type { FastifyBaseLogger } from 'fastify';
import type { TRoleSlug } from '@amc/contracts';
import type { TPrisma } from '../lib/kernel/db-client';
import { isServerLanguage } from '../lib/kernel/i18n/server-texts';

type TTokenUserRow = {
  id: unknown;
  email: unknown;
  isActive: unknown;
  tokenVersion: unknown;
  roleId: unknown;
  role: unknown;
  language: unknown;
  module: unknown;
  action: unknown;
};

/** A driver's integer (number or bigint) as a number; anything else is a broken row. */
function integerOf(value: unknown): number {
  const number = typeof value === 'bigint' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number))
    throw new Error('findTokenUser: not an integer');
  return number;
}

const textOf = (value: unknown): string => {
  if (typeof value !== 'string') throw new Error('findTokenUser: not a text');
  return value;
};

/**
 * The user's own language, for what the server writes for it (CSV headers, report PDFs); without one, the
 * business's, which those read with the settings they need anyway (signing in never depends on settings).
 */
const languageOf = (value: unknown) => (typeof value === 'string' && isServerLanguage(value) ? value : null);

/**
 * The user a token names, with its role and the role's rights, in one statement: Prisma's nested select took four
 * (user, role, rights, modules). One row per right (a role without rights, and admin, whose rights are all of them
 * anyway, give one row with no right), so no GROUP_CONCAT whose length limit could silently cut a right off.
 */
export async function findTokenUser(prisma: TPrisma, id: number) {
  const rows = await prisma.$queryRaw<TTokenUserRow[]>`
    SELECT u.id, u.email, u.is_active AS isActive, u.token_version AS tokenVersion, u.role_id AS roleId,
           r.slug AS role, u.language, m.slug AS module, rr.action
    FROM users u
    JOIN roles r ON r.id = u.role_id
    LEFT JOIN role_rights rr ON rr.role_id = r.id AND r.slug <> 'admin'
    LEFT JOIN modules m ON m.id = rr.module_id
    WHERE u.id = ${id}`;
  const [first] = rows;
  if (!first) return null;
  const rights = new Set<string>();
  for (const row of rows) {
    if (row.module !== null && row.action !== null) rights.add(`${textOf(row.module)}_${textOf(row.action)}`);
  }
  return {
    id: integerOf(first.id),
    email: textOf(first.email),
    // TINYINT(1): the driver may answer 1/0 or true/false.
    isActive: Number(first.isActive) === 1,
    tokenVersion: integerOf(first.tokenVersion),
    roleId: integerOf(first.roleId),
    role: textOf(first.role) as TRoleSlug,
    language: languageOf(first.language),
    rights,
  };
}

export type TTokenUser = NonNullable<Awaited<ReturnType<typeof findTokenUser>>>;

const sameRights = (held: ReadonlySet<string>, now: ReadonlySet<string> = new Set()) =>
  held.size === now.size && [...held].every((right) => now.has(right));

/** How often the copies are checked against the database: no copy outlives a change of its row by longer. */
export const TOKEN_USER_SWEEP_MS = 1000;
/** Sweeps a copy may go unused before it is dropped (five minutes). */
const IDLE_SWEEPS = 300;
/** The most users kept: past it the longest-held copy makes room. */
const MOST_USERS = 5000;

/**
 * The signed-in users this process met lately, in memory. Reading the user, role and rights before every
 * signed-in request was a statement a request, the largest part of a short page's database work. A copy goes:
 *  - at once in every process when a write changes what it holds (token version, active, role, rights, e-mail,
 *    language): the route tells the event bus after its commit (`publishSignInChanged`);
 *  - at the next sweep (every second) when its row or its role's rights differ from it, or it is gone: the net
 *    for a notice lost on the way (Redis restarting) or a change no route told (an import's job, a restore), so
 *    no copy outlives its row by more than a second, the same bound the live streams' own check keeps;
 *  - after five minutes unused.
 */
export class TokenUserCache {
  private readonly users = new Map<number, { user: TTokenUser; usedAt: number }>();
  /** Moves on with every change told, so a read that was on its way meanwhile keeps no copy (it may be older). */
  private changes = 0;
  private sweeps = 0;
  /** The sweeps follow one another: one asked for while another runs checks after it, with what is held then. */
  private sweeping: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(
    /** The database as it is at each read: the installation wizard opens it after the start. */
    private readonly db: { readonly prisma: TPrisma },
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(id: number): Promise<TTokenUser | null> {
    const held = this.users.get(id);
    if (held) {
      held.usedAt = this.sweeps;
      return held.user;
    }
    const changesBefore = this.changes;
    const user = await findTokenUser(this.db.prisma, id);
    if (user && changesBefore === this.changes) {
      if (this.users.size >= MOST_USERS) this.users.delete(this.users.keys().next().value!);
      this.users.set(id, { user, usedAt: this.sweeps });
    }
    return user;
  }

  forget(userIds: readonly number[]) {
    this.changes += 1;
    for (const id of userIds) this.users.delete(id);
  }

  /** How many users are held (for the tests). */
  get size() {
    return this.users.size;
  }

  /**
   * The rights of the roles of the users held, now. The rights route moves its users' token versions, but a
   * change made around it (a restore brings back other rights with the same token versions) would not.
   */
  private async rightsOfRoles(ids: readonly number[]) {
    const roleIds = [...new Set(ids.flatMap((id) => this.users.get(id)?.user.roleId ?? []))];
    const rows = await this.db.prisma.roleRight.findMany({
      where: { roleId: { in: roleIds } },
      select: { roleId: true, action: true, module: { select: { slug: true } } },
    });
    const rights = new Map<number, Set<string>>();
    for (const row of rows) {
      const role = rights.get(row.roleId) ?? new Set<string>();
      role.add(`${row.module.slug}_${row.action}`);
      rights.set(row.roleId, role);
    }
    return rights;
  }

  /**
   * Two statements for every copy held: the copies whose row or role's rights changed, whose row went, or that
   * idled are dropped. Settles once every change committed before the call has been seen.
   */
  async sweep() {
    this.sweeps += 1;
    const before = this.sweeping;
    const run = before.then(() => this.check());
    this.sweeping = run;
    await run;
  }

  /** The timer's sweep: none while one is still on its way (a slow database does not pile them up). */
  sweepUnlessBusy() {
    if (!this.busy) {
      this.busy = true;
      void this.sweep().finally(() => (this.busy = false));
    }
  }

  private async check() {
    if (this.users.size === 0) return;
    try {
      for (const [id, held] of this.users) {
        if (this.sweeps - held.usedAt > IDLE_SWEEPS) this.users.delete(id);
      }
      const ids = [...this.users.keys()];
      if (!ids.length) return;
      const rows = await this.db.prisma.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, email: true, isActive: true, tokenVersion: true, roleId: true, language: true },
      });
      const rightsNow = await this.rightsOfRoles(ids);
      const current = new Map(rows.map((row) => [row.id, row]));
      const changed = ids.filter((id) => {
        const row = current.get(id);
        const held = this.users.get(id)?.user;
        return (
          !row ||
          !held ||
          row.email !== held.email ||
          row.isActive !== held.isActive ||
          row.tokenVersion !== held.tokenVersion ||
          row.roleId !== held.roleId ||
          languageOf(row.language) !== held.language ||
          (held.role !== 'admin' && !sameRights(held.rights, rightsNow.get(held.roleId)))
        );
      });
      if (changed.length) this.forget(changed);
    } catch (error) {
      // Unchecked copies are not kept: the next requests read their users again.
      this.forget([...this.users.keys()]);
      this.log.warn({ err: error }, 'sign-in: could not check the users held in memory');
    }
  }
}
