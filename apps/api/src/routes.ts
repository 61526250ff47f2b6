import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health-routes';
import { installRoutes } from './modules/install/install-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { settingRoutes } from './modules/setting/setting-routes';
import { roleRoutes } from './modules/role/role-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { activityLogRoutes } from './modules/activitylog/activitylog-routes';
import { templateRoutes } from './modules/template/template-routes';
import { fileRoutes } from './modules/file/file-routes';
import { categoryRoutes } from './modules/category/category-routes';
import { productRoutes } from './modules/product/product-routes';
import { taxRoutes } from './modules/tax/tax-routes';
import { userRoutes } from './modules/user/user-routes';
import { complaintRoutes } from './modules/complaint/complaint-routes';
import { taskRoutes } from './modules/task/task-routes';
import { equipmentRoutes } from './modules/equipment/equipment-routes';
import { amcRoutes } from './modules/amc/amc-routes';
import { serviceRoutes } from './modules/service/service-routes';
import { stockRoutes } from './modules/stock/stock-routes';
import { accountEntryRoutes } from './modules/account-entry/account-entry-routes';
import { documentRoutes } from './modules/document/document-routes';
import { reportRoutes } from './modules/report/report-routes';
import { messageRoutes } from './modules/message/message-routes';
import { liveEventRoutes } from './modules/live-events/live-events-routes';
import { mailRoutes } from './modules/mail/mail-routes';
import { apiTokenRoutes } from './modules/api-token/api-token-routes';
import { webhookRoutes } from './modules/webhook/webhook-routes';
import { backupRoutes } from './modules/backup/backup-routes';
import { myWorkRoutes } from './modules/my-work/my-work-routes';
import { importRoutes } from './modules/import/import-routes';

/** Every module's routes, under /api. A new module adds one line here. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(installRoutes);
  await app.register(authRoutes);
  await app.register(settingRoutes);
  await app.register(roleRoutes);
  await app.register(dashboardRoutes);
  await app.register(activityLogRoutes);
  await app.register(templateRoutes);
  await app.register(fileRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(taxRoutes);
  await app.register(userRoutes);
  await app.register(complaintRoutes);
  await app.register(taskRoutes);
  await app.register(equipmentRoutes);
  await app.register(amcRoutes);
  await app.register(serviceRoutes);
  await app.register(stockRoutes);
  // One module serves both: /api/income/* and /api/expense/*.
  await app.register(accountEntryRoutes('income'));
  await app.register(accountEntryRoutes('expense'));
  // One module serves every document: quotations, sales (bills) and purchases.
  await app.register(documentRoutes);
  await app.register(reportRoutes);
  await app.register(messageRoutes);
  await app.register(liveEventRoutes);
  await app.register(mailRoutes);
  await app.register(backupRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(myWorkRoutes);
  await app.register(importRoutes);
}
