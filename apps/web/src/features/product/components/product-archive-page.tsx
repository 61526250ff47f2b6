import { ENDPOINTS, ZProduct, type TProduct } from '@amc/contracts';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteProducts } from '../api/use-delete-products';
import { ArchivedProductRowActions } from './archived-product-row-actions';
import { productColumns } from './product-columns';
import { ProductPageHeader } from './product-page-header';
import { ProductViewDrawer } from './product-view-drawer';
import { useProductOptions } from './use-product-options';

/** /product/archive: archived products, which can be restored to the list or deleted for good. */
export function ProductArchivePage() {
  const { t } = useTranslation();
  const options = useProductOptions();
  const columns = useMemo(() => productColumns(t, options, { archived: true }), [t, options]);
  const canDelete = useRight('product_delete');
  const deleteProducts = useDeleteProducts();
  const view = useRecordDrawer<TProduct>();

  return (
    <Stack gap="md">
      <ProductPageHeader titleKey="product.archive.title" subtitleKey="product.archive.subtitle" />
      <DataTable
        tableId="archive"
        endpoint={ENDPOINTS.product.archiveList}
        rowSchema={ZProduct}
        columns={columns}
        searchPlaceholder={t('table.search.product')}
        csvFileName="productArchiveData"
        renderRowActions={(product) => <ArchivedProductRowActions product={product} onView={view.open} />}
        onDeleteSelected={canDelete ? (ids) => deleteProducts.mutateAsync(ids) : undefined}
      />
      <ProductViewDrawer opened={view.opened} product={view.record} onClose={view.close} />
    </Stack>
  );
}
