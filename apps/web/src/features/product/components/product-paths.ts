/** The product pages (SPEC section 2: list, archive list, brand, category and unit lists). */
export const PRODUCT_PATHS = {
  list: '/product/list',
  archive: '/product/archive',
  brands: '/product/brands',
  categories: '/product/categories',
  units: '/product/units',
} as const;
