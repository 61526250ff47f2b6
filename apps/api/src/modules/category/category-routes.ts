import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  CATEGORY_TYPE_NAMES,
  type TCategoryType,
  ZCategory,
  ZCategoryListResponse,
  ZCreateCategoryBody,
  ZDataResponse,
  ZDeleteCategoryBody,
  ZListCategoriesQuery,
  ZRenameCategoryBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { withErrors } from '../../lib/kernel/route-schema';
import { createCategory, deleteCategory, findCategories, renameCategory } from './category-service';

const title = (type: TCategoryType) => CATEGORY_TYPE_NAMES[type].replace(/^./, (c) => c.toUpperCase());

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Brands, units, complaint and task types fill the dropdowns of many screens, for every signed-in role.
  app.get(
    ENDPOINTS.category.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['category'],
        security: [{ bearer: [] }],
        querystring: ZListCategoriesQuery,
        response: withErrors({ 200: ZCategoryListResponse }),
      },
    },
    async (request) => {
      const rows = await findCategories(app.db.prisma, request.query);
      return { message: 'Categories', data: rows, category: rows };
    },
  );

  app.post(
    ENDPOINTS.category.store,
    {
      onRequest: app.can('category_add'),
      schema: {
        tags: ['category'],
        security: [{ bearer: [] }],
        body: ZCreateCategoryBody,
        response: withErrors({ 200: ZDataResponse(ZCategory) }),
      },
    },
    async (request) => {
      const data = await createCategory(app.db.prisma, callerOf(request), request.body);
      return { message: `${title(data.type)} added successfully.`, data };
    },
  );

  // POST .../update as every module's edit (tax, product ...); the entry keeps its list, only its name changes.
  app.post(
    ENDPOINTS.category.update,
    {
      onRequest: app.can('category_edit'),
      schema: {
        tags: ['category'],
        security: [{ bearer: [] }],
        body: ZRenameCategoryBody,
        response: withErrors({ 200: ZDataResponse(ZCategory) }),
      },
    },
    async (request) => {
      const data = await renameCategory(app.db.prisma, callerOf(request), request.body);
      return { message: `${title(data.type)} updated successfully.`, data };
    },
  );

  app.post(
    ENDPOINTS.category.delete,
    {
      onRequest: app.can('category_delete'),
      schema: {
        tags: ['category'],
        security: [{ bearer: [] }],
        body: ZDeleteCategoryBody,
        response: withErrors({ 200: ZDataResponse(ZCategory) }),
      },
    },
    async (request) => {
      const data = await deleteCategory(app.db.prisma, callerOf(request), request.body.id);
      return { message: `${title(data.type)} deleted successfully.`, data };
    },
  );
};
