import type { TCategoryType } from '@amc/contracts';
import type { TLazyScreen } from './page-screens';

/** A product list of names (brands, categories, units) under the product pages' header and tabs. */
export const productCategoryScreen =
  (type: TCategoryType): TLazyScreen =>
  () =>
    Promise.all([
      import('../../features/category/components/category-list-page'),
      import('../../features/product/components/product-page-header'),
    ]).then(([list, header]) => ({
      element: (
        <list.CategoryListPage
          type={type}
          header={
            <header.ProductPageHeader
              titleKey={`category.${type}.title`}
              subtitleKey={`category.${type}.subtitle`}
            />
          }
        />
      ),
    }));

/** The complaint and task types: lists of names reached from their module's page. */
export const workCategoryScreen =
  (type: TCategoryType, back: { to: string; label: string }): TLazyScreen =>
  () =>
    Promise.all([
      import('../../features/category/components/category-list-page'),
      import('../../features/category/components/category-page-header'),
    ]).then(([list, header]) => ({
      element: (
        <list.CategoryListPage type={type} header={<header.CategoryPageHeader type={type} back={back} />} />
      ),
    }));
