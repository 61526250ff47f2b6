import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createInstalledApp, multipart, startSecondProcess, type TInstalledApp } from './helpers/test-app';
import { testDatabaseUrl } from './helpers/test-database';
import { amcForm, seedWorkParties } from './helpers/work-parties';

/*
 * Issue 29, section 2: reports and exports read DATABASE_REPLICA_URL, everything else the primary. No MariaDB
 * replication runs here, so the "replica" is another installation's database holding other records: what a
 * server reads from where shows in which records it answers.
 */
describe('a server with a read replica (DATABASE_REPLICA_URL)', () => {
  let primary: TInstalledApp;
  let replica: TInstalledApp;
  let server: FastifyInstance;

  beforeAll(async () => {
    primary = await createInstalledApp();
    replica = await createInstalledApp();
    // Only the replica's database holds these customers, and a contract with its twelve visits.
    const parties = await seedWorkParties(replica);
    const amc = await replica.as(replica.adminToken, {
      method: 'POST',
      url: '/api/amc/store',
      ...multipart(amcForm(parties)),
    });
    expect(amc.statusCode, amc.body).toBe(200);
    server = await startSecondProcess(primary, { databaseReplicaUrl: testDatabaseUrl(replica.dbName) });
  });
  afterAll(async () => {
    await server?.close();
    await replica?.close();
    await primary?.close();
  });

  const ask = (app: FastifyInstance, token: string, options: InjectOptions) =>
    app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

  it("answers a list's pages from the primary and its CSV export from the replica", async () => {
    const page = await ask(server, primary.adminToken, { url: '/api/user/list?search=Priya' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toEqual([]);
    const csv = await ask(server, primary.adminToken, { url: '/api/user/list?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('priya@example.com');
  });

  it('answers reports from the replica', async () => {
    const report = {
      method: 'POST',
      url: '/api/report/serviceReport',
      payload: { start_date: '2026-01-01', end_date: '2027-12-31' },
    } as const;
    const fromServer = await ask(server, primary.adminToken, report);
    expect(fromServer.statusCode, fromServer.body).toBe(200);
    expect(fromServer.json().data.totals.count).toBe(12);
    expect(fromServer.json().data).toEqual((await ask(replica.app, replica.adminToken, report)).json().data);
    expect((await ask(primary.app, primary.adminToken, report)).json().data.totals.count).toBe(0);
  });

  it('writes to the primary only', async () => {
    const created = await ask(server, primary.adminToken, {
      method: 'POST',
      url: '/api/tax/store',
      payload: { name: 'Replica-free GST', percentage: '18' },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await primary.app.db.prisma.tax.count({ where: { name: 'Replica-free GST' } })).toBe(1);
    expect(await replica.app.db.prisma.tax.count({ where: { name: 'Replica-free GST' } })).toBe(0);
  });
});
