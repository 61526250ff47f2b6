import { useMemo } from 'react';
import { useCategories } from '../../../lookups/use-categories';
import type { TProductListOptions } from './product-columns';

/** The brand, category and unit lists behind the product tables' filter selects. */
export function useProductOptions(): TProductListOptions {
  const brands = useCategories('brand').data;
  const categories = useCategories('product_category').data;
  const units = useCategories('unit').data;
  return useMemo(
    () => ({ brands: brands ?? [], categories: categories ?? [], units: units ?? [] }),
    [brands, categories, units],
  );
}
