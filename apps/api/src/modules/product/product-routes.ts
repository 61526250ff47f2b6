import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENDPOINTS,
  ZCreateProductBody,
  ZDataResponse,
  ZDeletedProducts,
  ZDeleteProductsBody,
  ZListProductsQuery,
  ZListResponse,
  ZProduct,
  ZProductDropdownQuery,
  ZProductIdBody,
  ZProductOption,
  ZUpdateProductBody,
} from '@amc/contracts';
import { callerOf } from '../../plugins/auth';
import { hasPermission } from '../../lib/kernel/caller';
import { sendList } from '../../lib/list/list-reply';
import { MULTIPART, withErrors } from '../../lib/kernel/route-schema';
import { type TUploadedFile, ZUploadedFile, uploadRateLimit } from '../../lib/kernel/uploads';
import { findArchivedProducts, findProductOptions, findProducts } from './product-list';
import {
  archiveProduct,
  createProduct,
  deleteProducts,
  restoreProduct,
  updateProduct,
} from './product-service';

/** A form with no file chosen sends an empty field, or a file part with no name and no bytes: no new image. */
const noFileChosen = (v: unknown) =>
  v === '' ||
  v === null ||
  (ZUploadedFile.safeParse(v).success && !(v as TUploadedFile).filename && !(v as TUploadedFile).data.length);
const ZImageField = z.preprocess((v) => (noFileChosen(v) ? undefined : v), ZUploadedFile.optional());
const ZCreateProductRequest = ZCreateProductBody.extend({ image: ZImageField });
const ZUpdateProductRequest = ZUpdateProductBody.extend({ image: ZImageField });

const TAGS = ['product'];
const SECURITY = [{ bearer: [] }];
const ZProductResponse = ZDataResponse(ZProduct);

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ENDPOINTS.product.list,
    {
      onRequest: app.can('product_view'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        querystring: ZListProductsQuery,
        response: withErrors({ 200: ZListResponse(ZProduct) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findProducts(app.db.forList(request.query), request.query)),
  );

  app.get(
    ENDPOINTS.product.archiveList,
    {
      onRequest: app.can('product_view'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        querystring: ZListProductsQuery,
        response: withErrors({ 200: ZListResponse(ZProduct) }),
      },
    },
    async (request, reply) =>
      sendList(reply, await findArchivedProducts(app.db.forList(request.query), request.query)),
  );

  // Quotations, sales, complaints and AMC contracts pick products, by several roles: any signed-in user may read
  // the picker. SPEC spells it produtcDropdown; productDropdown is the same call under its correct name.
  for (const url of [ENDPOINTS.product.produtcDropdown, ENDPOINTS.product.productDropdown]) {
    app.get(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: TAGS,
          security: SECURITY,
          querystring: ZProductDropdownQuery,
          response: withErrors({ 200: ZDataResponse(z.array(ZProductOption)) }),
        },
      },
      async (request) => ({
        message: 'Products',
        data: await findProductOptions(app.db.prisma, request.query.search, {
          withStock: hasPermission(callerOf(request), 'stock_view'),
        }),
      }),
    );
  }

  app.post(
    ENDPOINTS.product.store,
    {
      onRequest: app.can('product_add'),
      config: uploadRateLimit,
      schema: {
        tags: TAGS,
        security: SECURITY,
        consumes: MULTIPART,
        body: ZCreateProductRequest,
        response: withErrors({ 200: ZProductResponse }),
      },
    },
    async (request) => {
      const { image, ...body } = request.body;
      const data = await createProduct(app.db.prisma, app.fileStore, callerOf(request), body, {
        image,
      });
      return { message: 'Product added successfully.', data };
    },
  );

  app.post(
    ENDPOINTS.product.update,
    {
      onRequest: app.can('product_edit'),
      config: uploadRateLimit,
      schema: {
        tags: TAGS,
        security: SECURITY,
        consumes: MULTIPART,
        body: ZUpdateProductRequest,
        response: withErrors({ 200: ZProductResponse }),
      },
    },
    async (request) => {
      const { image, ...body } = request.body;
      const data = await updateProduct(app.db.prisma, app.fileStore, callerOf(request), body, {
        image,
      });
      return { message: 'Product updated successfully.', data };
    },
  );

  app.post(
    ENDPOINTS.product.delete,
    {
      onRequest: app.can('product_delete'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZProductIdBody,
        response: withErrors({ 200: ZDataResponse(ZDeletedProducts) }),
      },
    },
    async (request) => ({
      message: 'Product deleted successfully.',
      data: {
        ids: await deleteProducts(app.db.prisma, app.fileStore, callerOf(request), [request.body.id]),
      },
    }),
  );

  app.post(
    ENDPOINTS.product.deleteMulti,
    {
      onRequest: app.can('product_delete'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZDeleteProductsBody,
        response: withErrors({ 200: ZDataResponse(ZDeletedProducts) }),
      },
    },
    async (request) => ({
      message: 'Products deleted successfully.',
      data: {
        ids: await deleteProducts(app.db.prisma, app.fileStore, callerOf(request), request.body.ids),
      },
    }),
  );

  app.post(
    ENDPOINTS.product.makeArchive,
    {
      onRequest: app.can('product_archive'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZProductIdBody,
        response: withErrors({ 200: ZProductResponse }),
      },
    },
    async (request) => ({
      message: 'Product archived successfully.',
      data: await archiveProduct(app.db.prisma, callerOf(request), request.body.id),
    }),
  );

  app.post(
    ENDPOINTS.product.restore,
    {
      onRequest: app.can('product_archive'),
      schema: {
        tags: TAGS,
        security: SECURITY,
        body: ZProductIdBody,
        response: withErrors({ 200: ZProductResponse }),
      },
    },
    async (request) => ({
      message: 'Product restored successfully.',
      data: await restoreProduct(app.db.prisma, callerOf(request), request.body.id),
    }),
  );
};
