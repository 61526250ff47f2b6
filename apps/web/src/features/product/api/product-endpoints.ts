/** The two list calls of products; mutations invalidate them by these names (DataTable's query keys). */
export const PRODUCT_LIST_ENDPOINT = '/product/list';
export const PRODUCT_ARCHIVE_ENDPOINT = '/product/archiveList';
