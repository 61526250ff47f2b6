import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health-routes';
import { installRoutes } from './modules/install/install-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { settingRoutes } from './modules/setting/setting-routes';
import { roleRoutes } from './modules/role/role-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { activityLogRoutes } from './modules/activitylog/activitylog-routes';
import { fileRoutes } from './modules/files/file-routes';
import { categoryRoutes } from './modules/category/category-routes';
import { productRoutes } from './modules/product/product-routes';
import { taxRoutes } from './modules/tax/tax-routes';
import { userRoutes } from './modules/user/user-routes';
import { complaintRoutes } from './modules/complaint/complaint-routes';
import { taskRoutes } from './modules/task/task-routes';
import { amcRoutes } from './modules/amc/amc-routes';
import { serviceRoutes } from './modules/service/service-routes';

/** Every module's routes, under /api. A new module adds one line here. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(installRoutes);
  await app.register(authRoutes);
  await app.register(settingRoutes);
  await app.register(roleRoutes);
  await app.register(dashboardRoutes);
  await app.register(activityLogRoutes);
  await app.register(fileRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(taxRoutes);
  await app.register(userRoutes);
  await app.register(complaintRoutes);
  await app.register(taskRoutes);
  await app.register(amcRoutes);
  await app.register(serviceRoutes);
}
