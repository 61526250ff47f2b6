import { Secret, TOTP } from 'otpauth';
import { MSG } from '@amc/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/lib/kernel/clock';
import { createInstalledApp, multipart, signIn, type TInstalledApp } from './helpers/test-app';
import { VALID_SETTINGS } from './helpers/fixtures';
import { createUser } from './helpers/test-users';

/** What an authenticator app would show for a key at a moment. */
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

describe('two-factor sign-in (issue 26, section 4)', () => {
  let t: TInstalledApp;
  // Every test stands on its own half-minute steps of a fixed clock, so a code's step is known, never waited for.
  let time = new Date('2027-02-01T09:00:00Z');
  const tick = () => {
    time = new Date(time.getTime() + 30_000);
    setClock(() => time);
  };

  beforeAll(async () => {
    t = await createInstalledApp();
    setClock(() => time);
  });
  afterEach(tick);
  afterAll(async () => {
    setClock(null);
    await t?.close();
  });

  const post = (url: string, payload: object, token: string | null = null) =>
    t.as(token, { method: 'POST', url, payload });
  const login = (email: string, password = 'Secret123') => post('/api/login', { email, password });

  /** Turns on an account's second step through its own routes; answers the key and the recovery codes. */
  async function turnOn(token: string) {
    const setup = await post('/api/auth/two-factor/setup', { current_password: 'Secret123' }, token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data;
    const enabled = await post('/api/auth/two-factor/enable', { code: codeAt(secret, time) }, token);
    expect(enabled.statusCode).toBe(200);
    tick();
    return { secret: secret as string, codes: enabled.json().data.recovery_codes as string[] };
  }

  async function challengeOf(email: string, step = 'code') {
    const answer = await login(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ error: false, second_step: step });
    expect(answer.json().accessToken).toBeUndefined();
    return answer.json().challenge as string;
  }

  const activity = (action: string, recordId: number) =>
    t.app.db.prisma.activityLog.count({ where: { action, recordId } });

  it('sets up an authenticator with a QR code and a first code, and then asks every sign-in for a code', async () => {
    const user = await createUser(t.app, 'employee', 'tf-on@example.com');
    const token = await signIn(t.app, user.email, 'Secret123');

    const wrongPassword = await post('/api/auth/two-factor/setup', { current_password: 'Nope12345' }, token);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().issues).toEqual([
      { path: 'current_password', message: MSG.currentPasswordWrong },
    ]);

    const setup = await post('/api/auth/two-factor/setup', { current_password: 'Secret123' }, token);
    const { secret, otpauth_url: url, qr } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toContain('otpauth://totp/');
    expect(url).toContain(encodeURIComponent('tf-on@example.com'));
    expect(url).toContain(`secret=${secret}`);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');

    // Not on until a code proves the app has the key.
    expect((await login(user.email)).json().accessToken).toBeTruthy();
    const wrong = await post('/api/auth/two-factor/enable', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'code', message: MSG.codeWrong }]);

    const enabled = await post('/api/auth/two-factor/enable', { code: codeAt(secret, time) }, token);
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.app.db.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]!.replace('-', ''));
    expect(await activity('two_factor_on', user.id)).toBe(1);

    const status = await t.as(token, { url: '/api/auth/two-factor' });
    expect(status.json().data).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });

    // The code that turned it on was used: it cannot sign in within its own step.
    const challenge = await challengeOf(user.email);
    const replay = await post('/api/login/second-step', { challenge, code: codeAt(secret, time) });
    expect(replay.statusCode).toBe(400);
    tick();
    const signed = await post('/api/login/second-step', { challenge, code: codeAt(secret, time) });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ message: MSG.signedIn, user: { email: user.email } });
    const profile = await t.as(signed.json().accessToken, { url: '/api/user/profile' });
    expect(profile.statusCode).toBe(200);

    // A challenge is used once.
    tick();
    const again = await post('/api/login/second-step', { challenge, code: codeAt(secret, time) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG.secondStepExpired);
  });

  it('signs in with a recovery code once, typed with or without its dash', async () => {
    const user = await createUser(t.app, 'customer', 'tf-recovery@example.com');
    const { codes } = await turnOn(await signIn(t.app, user.email, 'Secret123'));

    const first = await post('/api/login/second-step', {
      challenge: await challengeOf(user.email),
      code: ` ${codes[3]!.toUpperCase()} `,
    });
    expect(first.statusCode).toBe(200);
    const reused = await post('/api/login/second-step', {
      challenge: await challengeOf(user.email),
      code: codes[3]!.replace('-', ''),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().issues).toEqual([{ path: 'code', message: MSG.codeWrong }]);
    const status = await t.as(first.json().accessToken, { url: '/api/auth/two-factor' });
    expect(status.json().data.recovery_codes_left).toBe(9);
    expect(
      await t.app.db.prisma.activityLog.count({
        where: { recordId: user.id, description: { contains: 'recovery code' } },
      }),
    ).toBe(1);

    // A new set voids the old codes.
    const renewed = await post(
      '/api/auth/two-factor/recovery-codes',
      { current_password: 'Secret123' },
      first.json().accessToken,
    );
    expect(renewed.statusCode).toBe(200);
    const old = await post('/api/login/second-step', {
      challenge: await challengeOf(user.email),
      code: codes[5]!,
    });
    expect(old.statusCode).toBe(400);
    const fresh = await post('/api/login/second-step', {
      challenge: await challengeOf(user.email),
      code: renewed.json().data.recovery_codes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses malformed codes and keys with the form message, changing nothing', async () => {
    const user = await createUser(t.app, 'employee', 'tf-malformed@example.com');
    await turnOn(await signIn(t.app, user.email, 'Secret123'));
    const challenge = await challengeOf(user.email);
    const shortCode = await post('/api/login/second-step', { challenge, code: '12ab' });
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json().issues).toEqual([{ path: 'code', message: MSG.codeFormat }]);
    const badKey = await post('/api/login/second-step', { challenge: 'short', code: '123456' });
    expect(badKey.statusCode).toBe(400);
    const unknownKey = await post('/api/login/second-step', { challenge: 'x'.repeat(64), code: '123456' });
    expect(unknownKey.statusCode).toBe(401);
    const row = await t.app.db.prisma.signInChallenge.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.failures).toBe(0);
  });

  it('voids a challenge after 5 wrong codes and then makes the account wait, from any challenge', async () => {
    const user = await createUser(t.app, 'employee', 'tf-guess@example.com');
    const { secret } = await turnOn(await signIn(t.app, user.email, 'Secret123'));
    const challenge = await challengeOf(user.email);
    const right = codeAt(secret, time);
    const wrongCode = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/login/second-step', { challenge, code: wrongCode });
      expect(wrong.statusCode).toBe(400);
    }
    const voided = await post('/api/login/second-step', { challenge, code: right });
    expect(voided.statusCode).toBe(401);
    expect(voided.json().message).toBe(MSG.secondStepExpired);

    // The password again gives a new challenge, but the fifth wrong code started the account's wait: until it
    // ends, even the right code is refused untried.
    const next = await challengeOf(user.email);
    const waiting = await post('/api/login/second-step', { challenge: next, code: right });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(MSG.codeWait);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks staff to set one up at sign-in when the business requires it, and keeps it from being turned off', async () => {
    const employee = await createUser(t.app, 'employee', 'tf-required@example.com');
    const customer = await createUser(t.app, 'customer', 'tf-free@example.com');
    const employeeToken = await signIn(t.app, employee.email, 'Secret123');
    const rule = (value: string) =>
      t.as(t.adminToken, {
        method: 'POST',
        url: '/api/setting/update',
        ...multipart({ ...VALID_SETTINGS, two_factor_required: value }),
      });
    expect((await rule('staff')).statusCode).toBe(200);
    expect(
      await t.app.db.prisma.activityLog.count({ where: { action: 'two_factor_rule', slug: 'setting' } }),
    ).toBe(1);

    try {
      // A customer is not staff; an open session goes on until its next sign-in.
      expect((await login(customer.email)).json().accessToken).toBeTruthy();
      expect((await t.as(employeeToken, { url: '/api/user/profile' })).statusCode).toBe(200);
      expect((await t.as(employeeToken, { url: '/api/auth/two-factor' })).json().data.required).toBe(true);

      const challenge = await challengeOf(employee.email, 'setup');
      // The setup key is not a code key: it cannot skip the setup.
      expect((await post('/api/login/second-step', { challenge, code: '123456' })).statusCode).toBe(401);
      const setup = await post('/api/login/second-step/setup', { challenge });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json().data;
      const wrong = await post('/api/login/second-step/enable', { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      const done = await post('/api/login/second-step/enable', { challenge, code: codeAt(secret, time) });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ message: MSG.twoFactorOn, user: { email: employee.email } });
      expect(done.json().recovery_codes).toHaveLength(10);
      expect((await t.as(done.json().accessToken, { url: '/api/user/profile' })).statusCode).toBe(200);

      const off = await post(
        '/api/auth/two-factor/disable',
        { current_password: 'Secret123' },
        employeeToken,
      );
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(MSG.twoFactorRequired);
      tick();
      expect((await challengeOf(employee.email)).length).toBeGreaterThan(20);
    } finally {
      await rule('off');
    }
  });

  it('lets its owner turn it off with the password, and an admin reset it, ending its sessions', async () => {
    const user = await createUser(t.app, 'employee', 'tf-off@example.com');
    let token = await signIn(t.app, user.email, 'Secret123');
    await turnOn(token);
    const off = (password: string) =>
      post('/api/auth/two-factor/disable', { current_password: password }, token);
    expect((await off('Wrong1234')).statusCode).toBe(400);
    expect((await off('Secret123')).statusCode).toBe(200);
    expect(await activity('two_factor_off', user.id)).toBe(1);
    expect(await t.app.db.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await login(user.email)).json().accessToken).toBeTruthy();
    expect((await off('Secret123')).statusCode).toBe(409);

    await turnOn(token);
    // An admin sees it on the profile and resets it; another role may not.
    const profile = await post('/api/user/fullprofile', { email: user.email }, t.adminToken);
    expect(profile.json().data.two_factor).toBe(true);
    const other = await createUser(t.app, 'employee', 'tf-other@example.com');
    const otherToken = await signIn(t.app, other.email, 'Secret123');
    expect((await post('/api/user/two-factor/reset', { id: user.id }, otherToken)).statusCode).toBe(403);
    expect((await post('/api/user/two-factor/reset', { id: 999_999 }, t.adminToken)).statusCode).toBe(404);
    const reset = await post('/api/user/two-factor/reset', { id: user.id }, t.adminToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.twoFactorReset);
    expect(await activity('two_factor_reset', user.id)).toBe(1);
    expect((await t.as(token, { url: '/api/user/profile' })).statusCode).toBe(401);
    expect((await post('/api/user/two-factor/reset', { id: user.id }, t.adminToken)).statusCode).toBe(409);
    const signed = await login(user.email);
    expect(signed.json().accessToken).toBeTruthy();
    token = signed.json().accessToken;
    expect((await post('/api/user/fullprofile', { email: user.email }, token)).json().data.two_factor).toBe(
      false,
    );
    // The old key is gone with it.
    const row = await t.app.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect([row.totpSecret, row.totpEnabledAt, row.totpLastStep]).toEqual([null, null, null]);
  });
});
