import { ENDPOINTS, ZProduct, type TProduct } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useRight } from '../../../lib/use-right';
import { useRecordDrawer } from '../../../lib/use-record-drawer';
import { useDeleteProducts } from '../api/use-delete-products';
import { productColumns } from './product-columns';
import { ProductFormDrawer } from './product-form-drawer';
import { ProductPageHeader } from './product-page-header';
import { ProductRowActions } from './product-row-actions';
import { ProductViewDrawer } from './product-view-drawer';
import { useProductOptions } from './use-product-options';

/** /product/list: the active products (CSV productData), with add, view, edit, archive and delete. */
export function ProductListPage() {
  const { t } = useTranslation();
  const options = useProductOptions();
  const columns = useMemo(() => productColumns(t, options), [t, options]);
  const canAdd = useRight('product_add');
  const canDelete = useRight('product_delete');
  const deleteProducts = useDeleteProducts();
  const form = useRecordDrawer<TProduct>();
  const view = useRecordDrawer<TProduct>();

  return (
    <Stack gap="md">
      <ProductPageHeader titleKey="product.list.title" subtitleKey="product.list.subtitle" />
      <DataTable
        tableId="product"
        endpoint={ENDPOINTS.product.list}
        rowSchema={ZProduct}
        columns={columns}
        searchPlaceholder={t('table.search.product')}
        csvFileName="productData"
        renderRowActions={(product) => (
          <ProductRowActions product={product} onView={view.open} onEdit={form.open} />
        )}
        renderToolbarActions={
          canAdd
            ? () => (
                <Button leftSection={<IconPlus size={16} />} onClick={() => form.open(null)}>
                  {t('product.add.button')}
                </Button>
              )
            : undefined
        }
        onDeleteSelected={canDelete ? (ids) => deleteProducts.mutateAsync(ids) : undefined}
      />
      <ProductFormDrawer opened={form.opened} product={form.record} onClose={form.close} />
      <ProductViewDrawer opened={view.opened} product={view.record} onClose={view.close} />
    </Stack>
  );
}
