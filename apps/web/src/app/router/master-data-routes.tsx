import type { RouteObject } from 'react-router-dom';

const categoryListPage = () => import('../../features/product/components/category-list-page');

/**
 * Products (admin-only, see route-access.ts) and taxes (tax_view). Loaded on first visit: the table library
 * is only needed once a list is opened.
 */
export const MASTER_DATA_ROUTES: RouteObject[] = [
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
  {
    path: '/product/brands',
    lazy: () => categoryListPage().then((m) => ({ element: <m.CategoryListPage type="brand" /> })),
  },
  {
    path: '/product/categories',
    lazy: () => categoryListPage().then((m) => ({ element: <m.CategoryListPage type="product_category" /> })),
  },
  {
    path: '/product/units',
    lazy: () => categoryListPage().then((m) => ({ element: <m.CategoryListPage type="unit" /> })),
  },
  {
    path: '/tax/list',
    lazy: () =>
      import('../../features/tax/components/tax-list-page').then((m) => ({ Component: m.TaxListPage })),
  },
];
