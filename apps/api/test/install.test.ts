import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../src/plugins/database';
import { SmtpCatcher } from './helpers/smtp-catcher';
import { ADMIN, createTestApp, installFields, multipart, type TTestApp } from './helpers/test-app';
import {
  createEmptyTestDatabaseName,
  databaseExists,
  dropTestDatabase,
  testDatabaseUrl,
} from './helpers/test-database';

describe('install', () => {
  let t: TTestApp;
  let dbName: string;
  const created: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    dbName = await createEmptyTestDatabaseName();
    created.push(dbName);
  });
  afterAll(async () => {
    await t.close();
    for (const name of created) await dropTestDatabase(name);
  });

  const install = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/install', payload: fields });

  it('answers the backend test and reports not installed before the wizard ran', async () => {
    expect((await t.app.inject('/api/test/backend')).json()).toMatchObject({ status: 'ok' });
    expect((await t.app.inject('/api/install/check')).json()).toEqual({
      message: 'Install status',
      data: { install_status: false, setup_code_required: false, mail_preset: false },
    });
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(503);
  });

  it('refuses sign-in and protected calls until installed', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ error: true, message: 'The application is not installed yet.' });
    expect((await t.app.inject('/api/user/profile')).statusCode).toBe(401);
  });

  it.each([
    ['domain_name', '', 'Domain name is required!'],
    ['domain_name', 'a', 'Minimum 2 characters is required.'],
    ['domain_name', 'a'.repeat(101), 'Maximum length of 100 exceeded!'],
    [
      'domain_name',
      'amc.example.com/login',
      'Please enter a web address such as amc.example.com or http://192.168.1.10:3000',
    ],
    [
      'domain_name',
      'ftp://amc.example.com',
      'Please enter a web address such as amc.example.com or http://192.168.1.10:3000',
    ],
    ['purchase_key', '', 'Purchase key is required!'],
    ['purchase_email', '', 'Purchase email is required!'],
    ['purchase_email', 'not-an-email', 'Please enter a valid email'],
    ['db_name', '', 'Database name is required!'],
    ['db_name', 'x', 'Minimum 2 characters is required.'],
    ['db_name', 'd'.repeat(21), 'Maximum length of 20 exceeded!'],
    ['db_username', '', 'Database username is required!'],
    ['db_host', '', 'Database host is required!'],
    ['db_port', 'abc', 'please enter valid port number'],
    ['db_port', '70000', 'please enter valid port number'],
    ['email', '', 'Email is required!'],
    ['email', 'admin@', 'Please enter a valid email'],
    ['password', '', 'Password is required!'],
    ['password', 'Abc123', 'Minimum 8 characters is required.'],
    ['password', 'A1'.repeat(11), 'Maximum length of 20 exceeded!'],
    ['password', 'Admin 12345!', 'Password should contain only letters and digits.'],
  ])('refuses %s = %j with "%s" and creates nothing', async (field, value, message) => {
    const response = await install(installFields(dbName, { [field]: value }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(true);
    expect(body.issues).toContainEqual({ path: field, message });
    expect(await databaseExists(dbName)).toBe(false);
    expect(existsSync(join(t.dataDir, 'config.json'))).toBe(false);
  });

  it('explains a wrong database password and leaves nothing behind', async () => {
    const response = await install(installFields(dbName, { db_username: 'nobody_here', db_pass: 'wrong' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The database server refused this username and password.');
    expect(await databaseExists(dbName)).toBe(false);
    expect(existsSync(join(t.dataDir, 'config.json'))).toBe(false);
  });

  it('explains an unreachable database host', async () => {
    const response = await install(installFields(dbName, { db_host: '127.0.0.1', db_port: '1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: 'db_host',
      message: 'Could not reach a database server at 127.0.0.1:1.',
    });
    expect(await databaseExists(dbName)).toBe(false);
  });

  it('rolls a late failure back completely: no database, no configuration, still not installed', async () => {
    const blocked = join(t.dataDir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the data folder should be');
    const broken = await createTestApp({ dataDir: join(blocked, 'data') });
    const name = await createEmptyTestDatabaseName();
    created.push(name);
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/install',
        payload: installFields(name),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: true,
        message: 'Something went wrong on our side. Please try again.',
        issues: [],
      });
      expect(await databaseExists(name)).toBe(false);
      expect((await broken.app.inject('/api/install/check')).json().data.install_status).toBe(false);
    } finally {
      await broken.app.close();
      rmSync(blocked, { force: true });
    }
  });

  const remote = { remoteAddress: '192.168.1.20' };

  it('asks a browser on another computer, or behind a proxy, for the setup code from the log', async () => {
    const required = async (options: object) =>
      (await t.app.inject({ url: '/api/install/check', ...options })).json().data.setup_code_required;
    expect(await required({})).toBe(false);
    expect(await required({ remoteAddress: '::1' })).toBe(false);
    expect(await required({ remoteAddress: '::ffff:127.0.0.1' })).toBe(false);
    expect(await required(remote)).toBe(true);
    expect(await required({ headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(true);
    // At the server: a loopback name or address in Host, and an Origin (if any) of that same host.
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'LOCALHOST.'])
      expect(await required({ headers: { host, origin: `http://${host}` } })).toBe(false);
    // A DNS-rebinding name reaches 127.0.0.1 with its own Host; another site's page open on the server sends its
    // own Origin; a sandboxed page sends Origin null.
    expect(await required({ headers: { host: 'rebind.example:3000' } })).toBe(true);
    for (const origin of ['https://evil.example', 'http://localhost:4000', 'null'])
      expect(await required({ headers: { host: 'localhost:3000', origin } })).toBe(true);
    expect(t.app.setupCode).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$/);
  });

  it.each([
    ['no code', undefined, 'Enter the setup code printed in the server log.'],
    ['a wrong code', '0000-0000-0000', 'This setup code is not correct. Copy it from the server log.'],
  ])('refuses an install from another computer with %s and creates nothing', async (_, code, message) => {
    const fields = installFields(dbName, code ? { setup_code: code } : {});
    const response = await t.app.inject({ method: 'POST', url: '/api/install', payload: fields, ...remote });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: true,
      message,
      issues: [{ path: 'setup_code', message }],
    });
    expect(await databaseExists(dbName)).toBe(false);
    expect(existsSync(join(t.dataDir, 'config.json'))).toBe(false);
  });

  it("tries the mail step's settings before installing: a sent mail, a refusal on the host, the setup code", async () => {
    const smtp = await new SmtpCatcher().start();
    const testMail = (payload: object, options: object = {}) =>
      t.app.inject({ method: 'POST', url: '/api/install/test-mail', payload, ...options });
    try {
      const fields = {
        smtp_host: '127.0.0.1',
        smtp_port: smtp.port,
        mail_from_address: 'office@cool.example',
      };
      const sent = await testMail({ ...fields, to: 'owner@cool.example' });
      expect(sent.statusCode).toBe(200);
      const mail = await smtp.waitFor((m) => m.to.includes('owner@cool.example'));
      expect(mail.from).toBe('office@cool.example');
      expect(mail.parsed.subject).toContain('test mail');
      // A closed port: the server's words, on the host field; the wizard shows them there.
      await smtp.stop();
      const refused = await testMail({ ...fields, to: 'owner@cool.example' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0]).toMatchObject({ path: 'smtp_host' });
      expect(refused.json().message).toMatch(/ECONNREFUSED/);
      // No host: nothing to try. From another computer: the code first.
      expect((await testMail({ to: 'owner@cool.example' })).json().issues[0].path).toBe('smtp_host');
      expect((await testMail({ ...fields, to: 'x@example.com' }, remote)).statusCode).toBe(403);
      expect((await testMail({ ...fields, to: 'not an address' })).statusCode).toBe(400);
    } finally {
      await smtp.stop();
    }
  });

  it('installs from a multipart form: database, reference data, business, admin, mail server, welcome mail', async () => {
    // From another computer with the right code, and a forged Host that must not reach the welcome mail.
    const form = multipart(
      installFields(dbName, {
        setup_code: ` ${t.app.setupCode!.toUpperCase()} `,
        business_name: 'Cool Air Services',
        address: '12 MG Road, Pune',
        office_number: '+91 20 1234 5678',
        tax_number: '27AAAPL1234C1Z5',
        smtp_host: 'mail.cool.example',
        smtp_port: '465',
        smtp_secure: 'true',
        smtp_user: 'office',
        smtp_password: 'secret-pass',
        mail_from_address: 'office@cool.example',
      }),
    );
    const headers = { ...form.headers, host: 'evil.example' };
    const response = await t.app.inject({ method: 'POST', url: '/api/install', ...form, headers, ...remote });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Installation complete. You can sign in now.',
      data: { mail_set_up: true },
    });

    expect((await t.app.inject({ url: '/api/install/check', ...remote })).json().data).toEqual({
      install_status: true,
      setup_code_required: false,
      mail_preset: false,
    });
    // Installed: the wizard's test mail is closed (Settings → Mail has the admins' own).
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/install/test-mail',
      payload: { smtp_host: '127.0.0.1', to: 'x@example.com' },
    });
    expect(late.statusCode).toBe(409);
    expect((await t.app.inject('/api/health/ready')).json()).toEqual({ status: 'ok', database: 'up' });
    const configFile = join(t.dataDir, 'config.json');
    expect(statSync(configFile).mode & 0o777).toBe(0o600);

    const prisma = createPrismaClient(testDatabaseUrl(dbName));
    try {
      expect((await prisma.role.findMany({ orderBy: { slug: 'asc' } })).map((r) => r.slug)).toEqual([
        'admin',
        'customer',
        'employee',
        'supplier',
      ]);
      expect(await prisma.emailTemplate.count()).toBeGreaterThanOrEqual(12);
      expect(await prisma.module.count()).toBeGreaterThan(15);
      expect(await prisma.roleRight.count({ where: { role: { slug: 'customer' } } })).toBeGreaterThan(0);
      const settings = await prisma.setting.findUniqueOrThrow({ where: { id: 1 } });
      expect(settings).toMatchObject({
        domainName: 'amc.example.com',
        dateFormat: 'DD-MM-YYYY',
        businessName: 'Cool Air Services',
        address: '12 MG Road, Pune',
        officeNumber: '+91 20 1234 5678',
        taxNumber: '27AAAPL1234C1Z5',
        smtpHost: 'mail.cool.example',
        smtpPort: 465,
        smtpSecure: true,
        smtpUser: 'office',
        smtpPassword: 'secret-pass',
        mailFromAddress: 'office@cool.example',
        registrationEnabled: false,
      });
      expect(settings.footerText).toMatch(/^© \d{4} Cool Air Services$/);
      const admin = await prisma.user.findUniqueOrThrow({
        where: { email: ADMIN.email },
        include: { role: true },
      });
      expect(admin.role.slug).toBe('admin');
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
      const welcome = await prisma.mailOutbox.findFirstOrThrow({ where: { event: 'welcome_admin' } });
      expect(welcome.toAddress).toBe(ADMIN.email);
      expect(welcome.status).toBe('queued');
      expect(welcome.html).toContain('href="https://amc.example.com/session/signin"');
    } finally {
      await prisma.$disconnect();
    }

    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ error: false, user: { email: ADMIN.email, role_name: 'admin' } });
    expect(login.json().permissions).toBeUndefined();
  });

  it('answers 409 to every later install and changes nothing', async () => {
    const other = await createEmptyTestDatabaseName();
    const response = await install(installFields(other, { email: 'intruder@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The application is already installed.');
    expect(await databaseExists(other)).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'intruder@example.com', password: ADMIN.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses to install over a database that already holds an installation', async () => {
    const fresh = await createTestApp();
    try {
      const response = await fresh.app.inject({
        method: 'POST',
        url: '/api/install',
        payload: installFields(dbName),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().issues[0].path).toBe('db_name');
      expect(existsSync(join(fresh.dataDir, 'config.json'))).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('starts installed from its configuration file after a restart', async () => {
    await t.app.close();
    const restarted = await createTestApp({ dataDir: t.dataDir });
    expect((await restarted.app.inject('/api/install/check')).json().data.install_status).toBe(true);
    const login = await restarted.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    // The restarted app shares the data folder: its close() removes it.
    t = restarted;
  });
});
