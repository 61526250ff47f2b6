import { expect, test as setup } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { findDemoRecords, seedDemoBusiness } from './support/demo-records';
import { e2eDatabaseServer } from './support/e2e-database';
import { e2eServer } from './support/e2e-environment';
import { E2E_ADMIN, E2E_BUSINESS_NAME } from './support/sign-in';

/**
 * The every-route screens' own installation: installed through the API (the wizard's screens are the install
 * journey's), filled with the demo business, and its records made once (the admin's message to the demo employee)
 * before the two font sets' projects read them side by side.
 */
setup('the screens are installed with the demo business', async ({ request }) => {
  // The install step creates the database and applies every migration: minutes on a busy machine.
  setup.setTimeout(5 * 60_000);
  const server = e2eServer('E2E_SCREENS');
  const check = await request.get('/api/install/check');
  expect(check.ok(), await check.text()).toBe(true);
  if (!((await check.json()) as { install_status: boolean }).install_status) {
    const database = e2eDatabaseServer();
    const installed = await request.post('/api/install', {
      timeout: 5 * 60_000,
      data: {
        domain_name: 'amc.example.com',
        purchase_key: 'E2E-PURCHASE-KEY',
        purchase_email: 'buyer@example.com',
        db_name: server.dbName,
        db_username: database.user,
        db_pass: database.password,
        db_host: database.host,
        db_port: String(database.port),
        business_name: E2E_BUSINESS_NAME,
        address: '12 MG Road\nPune 411001',
        ...E2E_ADMIN,
      },
    });
    expect(installed.ok(), await installed.text()).toBe(true);
  }
  const api = await adminApi(request);
  await seedDemoBusiness(api, server.dataDir);
  await findDemoRecords(api);
});
