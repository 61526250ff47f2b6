import { MSG, type TDemoRole, type TLoginResponse } from '@amc/contracts';
import type { TPrisma } from '../../lib/kernel/db-client';
import { AppError } from '../../lib/kernel/app-error';
import type { TokenService } from '../../plugins/auth';
import { login } from './auth-service';

/** The password of every demo account (README, "Demo data"); published, so it guards nothing on its own. */
export const DEMO_PASSWORD = 'Demo12345';

/**
 * The one account each demo role signs in as: the demo seed creates exactly these (apps/api/demo/demo-users.ts). The
 * demo sign-in never signs in anyone else, whatever the request says.
 */
export const DEMO_ACCOUNTS: Readonly<Record<TDemoRole, string>> = {
  admin: 'sunita.kapoor@demo.admin.example',
  employee: 'ravi.kumar@demo.employee.example',
  customer: 'priya.sharma@demo.customer.example',
  supplier: 'manoj.agarwal@demo.supplier.example',
};

/** Whether the demo seed has run on this database: it alone sets the flag (settings.demo_loaded_at). */
export async function isDemoLoaded(prisma: TPrisma): Promise<boolean> {
  const setting = await prisma.setting.findUnique({ where: { id: 1 }, select: { demoLoadedAt: true } });
  return Boolean(setting?.demoLoadedAt);
}

/**
 * One click signs in as a demo account, only while the demo data is loaded (404 otherwise, as if the route did
 * not exist). It is the ordinary sign-in with the published demo password: the account must still be the
 * role's, active and keep that password, so the click never opens more than the password would. An
 * administrator who changes a demo account's password, turns the account off, or gives it a second step (its
 * own, or by the business's rule), ends its one-click sign-in.
 */
export async function demoLogin(
  prisma: TPrisma,
  tokens: TokenService,
  role: TDemoRole,
  meta: { ip: string; userAgent?: string },
): Promise<TLoginResponse> {
  if (!(await isDemoLoaded(prisma))) throw new AppError('NOT_FOUND', MSG.demoNotLoaded);
  const email = DEMO_ACCOUNTS[role];
  const account = await prisma.user.findUnique({
    where: { email },
    select: { role: { select: { slug: true } } },
  });
  if (account?.role.slug !== role) throw new AppError('NOT_FOUND', MSG.demoNotLoaded);
  const answer = await login(prisma, tokens, { email, password: DEMO_PASSWORD }, meta);
  if (!('accessToken' in answer)) throw new AppError('NOT_FOUND', MSG.demoNotLoaded);
  return answer;
}
