import { createSigner } from 'fast-jwt';
import mysql from 'mysql2/promise';
import { MSG } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstallConfig } from '../src/config';
import { ADMIN, createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { createUser } from './helpers/test-users';
import { testDatabaseServer } from './helpers/test-database';

describe('session: login, profile, register, password reset, logout', () => {
  let t: TInstalledApp;
  const smtp = new SmtpCatcher();

  beforeAll(async () => {
    await smtp.start();
    t = await createInstalledApp({ smtpUrl: smtp.url });
    // A new installation takes no sign-ups (issue 26); these tests sign up, so the admin has opened it.
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { registrationEnabled: true } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, token: string | null = null) =>
    t.as(token, { method: 'POST', url, payload });
  /** Reset requests are handled after their answer: waits until the user's link (and its mail) is stored. */
  const resetQueued = (email: string) =>
    expect
      .poll(() => t.app.db.prisma.passwordReset.count({ where: { user: { email }, usedAt: null } }))
      .toBe(1);

  it('signs in with the right password: token with expiry, user with role_name, no permission list for admin', async () => {
    const response = await post('/api/login', { email: 'ADMIN@example.com ', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      error: false,
      message: 'Signed in successfully.',
      user: { email: ADMIN.email, role_name: 'admin', full_name: 'Admin' },
    });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 3600_000);
    expect(body.permissions).toBeUndefined();
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/api/login', { email: ADMIN.email, password: 'Wrong12345' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: true,
      message: 'These credentials do not match our records.',
      issues: [],
    });
  });

  it('validates the login form with its messages', async () => {
    const response = await post('/api/login', { email: 'nope', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid Email address' },
        { path: 'password', message: 'Password is required!' },
      ]),
    );
  });

  it('gives a non-admin its permissions by name', async () => {
    await createUser(t.app, 'customer', 'cust@example.com');
    const response = await post('/api/login', { email: 'cust@example.com', password: 'Secret123' });
    const names = response.json().permissions.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['complaint_view', 'sell_view', 'quotation_view']));
    expect(names).not.toContain('user_edit');
  });

  it('loads the profile with a valid token and refuses a missing, forged or expired one', async () => {
    const profile = await t.as(t.adminToken, { url: '/api/user/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email: ADMIN.email, role_name: 'admin' });

    expect((await t.as(null, { url: '/api/user/profile' })).statusCode).toBe(401);
    const forged = createSigner({ key: 'not-the-secret' })({ sub: '1', tv: 0, role: 'admin' });
    expect((await t.as(forged, { url: '/api/user/profile' })).statusCode).toBe(401);

    const { jwtSecret } = loadInstallConfig(t.dataDir)!;
    const admin = await t.app.db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const expired = createSigner({ key: jwtSecret })({
      sub: String(admin.id),
      tv: admin.tokenVersion,
      role: 'admin',
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    const response = await t.as(expired, { url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a token signed with the install secret that carries no expiry', async () => {
    const { jwtSecret } = loadInstallConfig(t.dataDir)!;
    const admin = await t.app.db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    const sign = createSigner({ key: jwtSecret });
    const forever = sign({ sub: String(admin.id), tv: admin.tokenVersion, role: 'admin' });
    const response = await t.as(forever, { url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
    const stream = await t.as(null, {
      url: `/api/listenEventMessage?token=${forever}`,
      headers: { accept: 'text/event-stream' },
    });
    expect(stream.statusCode).toBe(401);
    // The same claims with an expiry are a valid session: the missing expiry alone is what refuses it.
    const withExpiry = sign({
      sub: String(admin.id),
      tv: admin.tokenVersion,
      role: 'admin',
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await t.as(withExpiry, { url: '/api/user/profile' })).statusCode).toBe(200);
  });

  it('signs up by a mailed link, answering alike for a new and a known address, and stops when closed', async () => {
    const signUp = (email: string, username = 'New Customer') =>
      post('/api/auth/register', { email, username, password: 'Welcome123' });
    const mailTo = async (email: string, subject: string) => {
      await t.app.settleAfterReply();
      await t.app.mailWorker.runOnce();
      return smtp.waitFor((m) => m.to.includes(email) && m.parsed.subject === subject);
    };
    // A new address and one with an account get the same answer; nothing is made yet.
    const fresh = await signUp('new@example.com');
    const known = await signUp(ADMIN.email);
    expect([fresh.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(fresh.json()).toEqual({ error: false, message: MSG.signupMailSent });
    expect(known.json()).toEqual(fresh.json());
    expect(await t.app.db.prisma.user.count({ where: { email: 'new@example.com' } })).toBe(0);
    // The account's owner is told someone tried, with the ways in; the new address gets its link.
    const notice = await mailTo(ADMIN.email, 'You already have an account at AMC Service Manager');
    expect(notice.parsed.html).toContain('/session/forgot-password');
    const mail = await mailTo('new@example.com', 'Finish signing up to AMC Service Manager');
    const token = /\/session\/signup\/confirm\/([a-f0-9]{64})/.exec(mail.parsed.html || '')?.[1];
    expect(token).toBeDefined();

    const confirm = (value: string) => post('/api/auth/register/confirm', { token: value });
    expect((await confirm('0'.repeat(64))).json()).toMatchObject({
      message: MSG.signupLinkInvalid,
      issues: [{ path: 'token', message: MSG.signupLinkInvalid }],
    });
    const made = await confirm(token!);
    expect(made.statusCode).toBe(200);
    expect(made.json().user).toMatchObject({
      role_name: 'customer',
      first_name: 'New',
      last_name: 'Customer',
    });
    expect(made.json().user.unique_identity).toMatch(/^CUS-\d{5}$/);
    expect((await post('/api/login', { email: 'new@example.com', password: 'Welcome123' })).statusCode).toBe(
      200,
    );
    // The link is used up: a second click makes nothing.
    expect((await confirm(token!)).statusCode).toBe(400);
    expect(await t.app.db.prisma.user.count({ where: { email: 'new@example.com' } })).toBe(1);

    const short = await post('/api/auth/register', {
      email: 'x@example.com',
      username: 'X1',
      password: 'short',
    });
    expect(short.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Should contain only alphabets' },
        { path: 'password', message: 'Password must be 8 character length' },
      ]),
    );

    // With its mail switched off no link could reach anyone: refused alike for every address.
    await t.app.db.prisma.emailTemplate.update({
      where: { event: 'signup_confirm' },
      data: { isEnabled: false },
    });
    for (const email of ['later@example.com', ADMIN.email]) {
      const off = await signUp(email);
      expect([off.statusCode, off.json().message]).toEqual([409, MSG.signupMailOff]);
    }
    await t.app.db.prisma.emailTemplate.update({
      where: { event: 'signup_confirm' },
      data: { isEnabled: true },
    });

    // The admin switches registration off on the Settings screen; the sign-in page learns it from the public call.
    const settings = (await t.as(t.adminToken, { url: '/api/setting/list' })).json().data;
    const form = multipart({
      business_name: settings.business_name,
      address: '1 Main Street',
      office_number: '0123456789',
      country: 'India',
      system_language: settings.system_language,
      date_formate: settings.date_formate,
      rtl: 'false',
      footer_text: 'Acme',
      time_zone: settings.time_zone,
      currency_code: settings.currency_code,
      starting_year: String(settings.starting_year),
      registration_enabled: 'false',
    });
    const switched = await t.as(t.adminToken, { method: 'POST', url: '/api/setting/update', ...form });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await t.as(null, { url: '/api/setting/public' })).json().data.registration_enabled).toBe(false);
    const closed = await post('/api/auth/register', {
      email: 'late@example.com',
      username: 'Late',
      password: 'Welcome123',
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Registration is closed. Please contact the administrator.');
    expect(await t.app.db.prisma.user.count({ where: { email: 'late@example.com' } })).toBe(0);
    await t.app.db.prisma.setting.update({ where: { id: 1 }, data: { registrationEnabled: true } });
  });

  it('resets a forgotten password through a mailed single-use link', async () => {
    await createUser(t.app, 'employee', 'emp@example.com', 'OldPass123');
    const oldToken = await signIn(t.app, 'emp@example.com', 'OldPass123');

    const unknown = await post('/api/password/email', { email: 'ghost@example.com' });
    const known = await post('/api/password/email', { email: 'emp@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    await resetQueued('emp@example.com');
    await t.app.settleAfterReply();
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('emp@example.com'));
    expect(mail.parsed.subject).toBe('Reset your password at AMC Service Manager');
    expect(smtp.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
    const link = /\/session\/reset-password\/([a-f0-9]{64})\/([^"\s<]+)/.exec(mail.parsed.html || '');
    expect(link).not.toBeNull();
    const [, token, email] = link!;
    expect(decodeURIComponent(email!)).toBe('emp@example.com');

    const mismatch = await post('/api/password/reset', {
      email: 'emp@example.com',
      token,
      password: 'NewPass123',
      password_confirmation: 'Other12345',
    });
    expect(mismatch.json().issues).toEqual([
      { path: 'password_confirmation', message: 'Passwords must match' },
    ]);

    const reset = await post('/api/password/reset', {
      email: 'emp@example.com',
      token,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      error: false,
      message: 'Your password has been reset. You can sign in now.',
    });

    expect((await post('/api/login', { email: 'emp@example.com', password: 'OldPass123' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/login', { email: 'emp@example.com', password: 'NewPass123' })).statusCode).toBe(
      200,
    );
    // The new password ended the sessions opened with the old one.
    expect((await t.as(oldToken, { url: '/api/user/profile' })).statusCode).toBe(401);

    const reuse = await post('/api/password/reset', {
      email: 'emp@example.com',
      token,
      password: 'Again12345',
      password_confirmation: 'Again12345',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('This password reset link is invalid or has expired.');
  });

  it('answers a reset request before the e-mail is looked up: a locked table holds up only the mail', async () => {
    await createUser(t.app, 'employee', 'slow@example.com');
    const server = testDatabaseServer();
    const lock = await mysql.createConnection({ ...server, database: t.dbName });
    await lock.query('LOCK TABLES password_resets WRITE');
    try {
      const answered = (url: string, email: string) =>
        Promise.race([
          post(url, { email }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
        ]);
      const known = await answered('/api/password/email', 'slow@example.com');
      const unknown = await answered('/api/password/email', 'nobody-here@example.com');
      expect(known?.statusCode).toBe(200);
      expect(known?.json()).toEqual(unknown?.json());
      expect(known?.json()).toEqual({ error: false, message: MSG.passwordResetSent });
    } finally {
      await lock.query('UNLOCK TABLES');
      await lock.end();
    }
    await resetQueued('slow@example.com');
    await t.app.settleAfterReply();
    await t.app.mailWorker.runOnce();
    await smtp.waitFor((m) => m.to.includes('slow@example.com'));
    expect(smtp.mails.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('refuses an expired reset link', async () => {
    await post('/api/password/email', { email: 'cust@example.com' });
    await resetQueued('cust@example.com');
    await t.app.settleAfterReply();
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor((m) => m.to.includes('cust@example.com'));
    const [, token] = /reset-password\/([a-f0-9]{64})\//.exec(mail.parsed.html || '')!;
    await t.app.db.prisma.passwordReset.updateMany({
      where: { usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await post('/api/password/reset', {
      email: 'cust@example.com',
      token,
      password: 'NewPass123',
      password_confirmation: 'NewPass123',
    });
    expect(response.statusCode).toBe(400);
  });

  it('signs out: the token stops working on the server', async () => {
    const token = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect((await t.as(token, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await t.as(token, { url: '/api/user/profile' })).statusCode).toBe(401);
    t.adminToken = await signIn(t.app, ADMIN.email, ADMIN.password);
  });

  it('changes its own password with the current one: older tokens end, the answer is a new session', async () => {
    await createUser(t.app, 'employee', 'changer@example.com', 'Before123');
    const other = await signIn(t.app, 'changer@example.com', 'Before123');
    const token = await signIn(t.app, 'changer@example.com', 'Before123');
    const change = (body: object) => post('/api/password/change', body, token);

    const wrong = await change({
      current_password: 'Nope1234',
      password: 'After1234',
      password_confirmation: 'After1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'current_password', message: MSG.currentPasswordWrong }]);
    const mismatch = await change({
      current_password: 'Before123',
      password: 'After1234',
      password_confirmation: 'After12345',
    });
    expect(mismatch.json().issues).toEqual([{ path: 'password_confirmation', message: MSG.passwordsMatch }]);
    expect(
      (
        await post('/api/password/change', {
          current_password: 'Before123',
          password: 'After1234',
          password_confirmation: 'After1234',
        })
      ).statusCode,
    ).toBe(401);

    const done = await change({
      current_password: 'Before123',
      password: 'After1234',
      password_confirmation: 'After1234',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: MSG.passwordChanged,
      user: { email: 'changer@example.com' },
    });
    // Every token from before ends, this tab's too; the new one works, and so does the new password.
    for (const old of [token, other])
      expect((await t.as(old, { url: '/api/user/profile' })).statusCode).toBe(401);
    expect((await t.as(done.json().accessToken, { url: '/api/user/profile' })).statusCode).toBe(200);
    expect(
      (await post('/api/login', { email: 'changer@example.com', password: 'Before123' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login', { email: 'changer@example.com', password: 'After1234' })).statusCode,
    ).toBe(200);
  });

  it('limits wrong current passwords of one address', async () => {
    await createUser(t.app, 'employee', 'guessed@example.com', 'Right1234');
    const token = await signIn(t.app, 'guessed@example.com', 'Right1234');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (
          await post(
            '/api/password/change',
            { current_password: `Guess${i}000`, password: 'After1234', password_confirmation: 'After1234' },
            token,
          )
        ).statusCode,
      );
    // Five wrong ones from this address in 15 minutes (the test before made one), then 429, the right one too.
    const refusedFrom = statuses.indexOf(429);
    expect(refusedFrom).toBeGreaterThan(0);
    expect(refusedFrom).toBeLessThanOrEqual(5);
    expect(statuses.slice(0, refusedFrom).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(refusedFrom).every((status) => status === 429)).toBe(true);
    const right = {
      current_password: 'Right1234',
      password: 'After1234',
      password_confirmation: 'After1234',
    };
    expect((await post('/api/password/change', right, token)).statusCode).toBe(429);
  });

  it('records sign-ins in the activity log', async () => {
    const response = await t.as(t.adminToken, { url: '/api/activitylog?activity_slug=auth&pageSize=5' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ page: 1, pageSize: 5 });
    expect(body.meta.total).toBeGreaterThan(3);
    expect(body.data[0]).toMatchObject({ activity_slug: 'auth', ip: '127.0.0.1' });
  });

  it('slows sign-in attempts after wrong passwords', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await post('/api/login', { email: 'limit@example.com', password: 'Wrong12345' })).statusCode,
      );
    expect(statuses).toContain(429);
    const limited = await post('/api/login', { email: 'limit@example.com', password: 'Wrong12345' });
    expect(limited.json()).toEqual({
      error: true,
      message: 'Too many wrong passwords. Please wait a few seconds, then try again.',
      issues: [],
    });
  });
});
