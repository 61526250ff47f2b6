import { STOCK_TRANSFER_LINES, ZStockTransferBody, type TStockPlace } from '@amc/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { IconArrowsExchange, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { translateMessage } from '../../../i18n/translate-message';
import { newOutboxKey } from '../../../lib/offline/outbox';
import { productSelectData } from '../../../lookups/select-data';
import { useProductOptions } from '../../../lookups/use-product-options';
import { usePlaceStock, useStockPlaces, useTransferStock } from '../api/use-stock-places';
import { placeLabel } from './place-label';

type TLine = { key: string; product_id: string | null; quantity: number | string };

const newLine = (): TLine => ({ key: newOutboxKey(), product_id: null, quantity: 1 });

/**
 * Parts moved between two places (issue 28): from the warehouse into a technician's van, back, or van to van. Each
 * line a product (with what the first place holds of it) and a number of units; the server refuses with nothing
 * moved when the first place holds less.
 */
function TransferForm({ from: initialFrom, onDone }: { from: number; onDone: () => void }) {
  const { t } = useTranslation();
  const places = useStockPlaces();
  const products = useProductOptions();
  const transfer = useTransferStock();
  const [from, setFrom] = useState<string | null>(String(initialFrom));
  const [to, setTo] = useState<string | null>(null);
  const [lines, setLines] = useState<TLine[]>([newLine()]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const held = usePlaceStock(from ? Number(from) : null);
  const heldOf = new Map((held.data?.products ?? []).map((line) => [line.product.id, line.quantity]));
  const placeData = (places.data ?? []).map((place: TStockPlace) => ({
    value: String(place.id),
    label: placeLabel(t, place),
  }));
  // What the first place holds comes first, with its count.
  const productData = productSelectData(products.data).map((option) => {
    const count = heldOf.get(Number(option.value));
    return count
      ? { ...option, label: `${option.label} · ${t('stock.transfer.held', { n: count })}` }
      : option;
  });
  const update = (key: string, change: Partial<TLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const submit = () => {
    const parsed = ZStockTransferBody.safeParse({
      from_place_id: from,
      to_place_id: to,
      lines: lines.map((line) => ({ product_id: line.product_id ?? '', quantity: line.quantity })),
      note,
    });
    if (!parsed.success) return setError(translateMessage(t, parsed.error.issues[0]!.message));
    setError(null);
    transfer.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('stock.transfer.from')}
            data={placeData}
            value={from}
            onChange={setFrom}
            allowDeselect={false}
            withAsterisk
          />
          <Select
            label={t('stock.transfer.to')}
            data={placeData.filter((option) => option.value !== from)}
            value={to}
            onChange={setTo}
            withAsterisk
          />
        </SimpleGrid>
        {lines.map((line, index) => (
          <Group
            key={line.key}
            gap="xs"
            wrap="nowrap"
            align="flex-end"
            data-testid={`transfer-line-${index}`}
          >
            <Select
              style={{ flex: 1, minWidth: 0 }}
              label={t('stock.transfer.product', { n: index + 1 })}
              data={productData}
              value={line.product_id}
              onChange={(productId) => update(line.key, { product_id: productId })}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              w={90}
              label={t('stock.transfer.quantity', { n: index + 1 })}
              min={1}
              allowDecimal={false}
              value={line.quantity}
              onChange={(quantity) => update(line.key, { quantity })}
            />
            <ActionIcon
              size={44}
              variant="subtle"
              color="red"
              disabled={lines.length === 1}
              aria-label={t('stock.transfer.removeLine', { n: index + 1 })}
              onClick={() => setLines((current) => current.filter((row) => row.key !== line.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          mih={44}
          leftSection={<IconPlus size={18} />}
          disabled={lines.length >= STOCK_TRANSFER_LINES}
          onClick={() => setLines((current) => [...current, newLine()])}
        >
          {t('stock.transfer.addLine')}
        </Button>
        <Textarea
          label={t('stock.adjust.note')}
          dir="auto"
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <FormActions
          submitLabel={t('stock.transfer.submit')}
          submitIcon={<IconArrowsExchange size={18} />}
          submitting={transfer.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** "Move parts" (stock_adjust): the transfer form in a dialog, starting from the place given. */
export function StockTransferModal({ from, onClose }: { from: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={from !== null}
      onClose={onClose}
      title={t('stock.transfer.title')}
      testId="stock-transfer"
    >
      {from !== null && <TransferForm from={from} onDone={onClose} />}
    </FormModal>
  );
}
