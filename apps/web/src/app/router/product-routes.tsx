import { productCategoryScreen } from './category-routes';
import type { TPageScreens } from './page-screens';

/** Products, their archive and their brands, categories and units. */
export const PRODUCT_ROUTES = {
  productList: () =>
    import('../../features/product/components/product-list-page').then((m) => ({
      Component: m.ProductListPage,
    })),
  productArchive: () =>
    import('../../features/product/components/product-archive-page').then((m) => ({
      Component: m.ProductArchivePage,
    })),
  brandList: productCategoryScreen('brand'),
  productCategoryList: productCategoryScreen('product_category'),
  unitList: productCategoryScreen('unit'),
} satisfies TPageScreens;
