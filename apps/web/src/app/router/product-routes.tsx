import type { RouteObject } from 'react-router-dom';
import { productCategoryRoute } from './category-routes';

/**
 * Products, their archive and their brands, categories and units (admin-only, see route-access.ts). Loaded on
 * first visit: the table library is only needed once a list is opened.
 */
export const PRODUCT_ROUTES: RouteObject[] = [
  {
    path: '/product/list',
    lazy: () =>
      import('../../features/product/components/product-list-page').then((m) => ({
        Component: m.ProductListPage,
      })),
  },
  {
    path: '/product/archive',
    lazy: () =>
      import('../../features/product/components/product-archive-page').then((m) => ({
        Component: m.ProductArchivePage,
      })),
  },
  productCategoryRoute('/product/brands', 'brand'),
  productCategoryRoute('/product/categories', 'product_category'),
  productCategoryRoute('/product/units', 'unit'),
];
