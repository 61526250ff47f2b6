import { Button, Drawer, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { peopleSelectData } from '../../../lookups/select-data';
import { useUserOptions } from '../../../lookups/use-user-options';
import { useAddVan, usePlaceStock, useStockPlaces } from '../api/use-stock-places';
import { placeLabel } from './place-label';
import { StockTransferModal } from './stock-transfer-modal';

/** Warehouse 1: the place its migration made. */
const WAREHOUSE = 1;

/**
 * Where the stock is (issue 28): the warehouse and each technician's van, what the one chosen holds; for a holder
 * of stock_adjust, a van added for an employee and parts moved from the place shown.
 */
export function StockPlacesDrawer({
  opened,
  canAdjust,
  onClose,
}: {
  opened: boolean;
  canAdjust: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const places = useStockPlaces(opened);
  const [placeId, setPlaceId] = useState(WAREHOUSE);
  const held = usePlaceStock(opened ? placeId : null);
  const employees = useUserOptions('employee', { enabled: opened && canAdjust });
  const addVan = useAddVan();
  const [employee, setEmployee] = useState<string | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const withVan = new Set(
    (places.data ?? []).flatMap((place) => (place.employee ? [place.employee.id] : [])),
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={560}
      title={t('stock.places.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('stock.places.place')}
          data={(places.data ?? []).map((place) => ({
            value: String(place.id),
            label: placeLabel(t, place),
          }))}
          value={String(placeId)}
          onChange={(value) => value && setPlaceId(Number(value))}
          allowDeselect={false}
        />
        {held.isPending ? (
          <Loader size="sm" />
        ) : !held.data?.products.length ? (
          <Text size="sm" c="dimmed">
            {t('stock.places.empty')}
          </Text>
        ) : (
          <Table fz="sm" data-testid="place-stock">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stock.field.product')}</Table.Th>
                <Table.Th ta="end">{t('stock.places.quantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {held.data.products.map((line) => (
                <Table.Tr key={line.product.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{`${line.product.name} (${line.product.code})`}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi dir="ltr">{line.quantity}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {canAdjust && (
          <>
            <Button
              mih={44}
              leftSection={<IconArrowsExchange size={18} />}
              onClick={() => setMoving(placeId)}
              data-testid="move-parts"
            >
              {t('stock.transfer.title')}
            </Button>
            {/* The employee and its button side by side, or one above the other on a phone. */}
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                style={{ flex: 1, minWidth: 220 }}
                label={t('stock.places.vanFor')}
                data={peopleSelectData(employees.data?.filter((person) => !withVan.has(person.id)))}
                value={employee}
                onChange={setEmployee}
                searchable
              />
              <Button
                mih={44}
                variant="light"
                leftSection={<IconTruck size={18} />}
                disabled={!employee}
                loading={addVan.isPending}
                onClick={() =>
                  employee &&
                  addVan.mutate(
                    { employee_id: Number(employee) },
                    {
                      onSuccess: (answer) => {
                        setEmployee(null);
                        setPlaceId(answer.data.id);
                      },
                    },
                  )
                }
              >
                {t('stock.places.addVan')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <StockTransferModal from={moving} onClose={() => setMoving(null)} />
    </Drawer>
  );
}
