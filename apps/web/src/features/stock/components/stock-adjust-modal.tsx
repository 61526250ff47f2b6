import {
  STOCK_ADJUST_REASONS,
  ZStockAdjustBody,
  type TStockAdjustInput,
  type TStockRow,
} from '@amc/contracts';
import { Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { useAdjustStock } from '../api/use-adjust-stock';

type TMode = 'counted' | 'change';

function StockAdjustForm({ row, onDone }: { row: TStockRow; onDone: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  // A product without stock is usually being given its opening balance; one with stock, counted again.
  const [mode, setMode] = useState<TMode>('counted');
  const form = useForm<TStockAdjustInput>({
    initialValues: {
      product_id: row.product.id,
      counted: undefined,
      change: undefined,
      reason: row.current_stock === 0 && row.total_received === 0 ? 'opening' : 'count',
      note: '',
    },
    validate: zod4Resolver(ZStockAdjustBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const values = form.getValues();
  const typed = mode === 'counted' ? values.counted : values.change;
  const amount = typeof typed === 'number' ? typed : Number.NaN;
  const after = mode === 'counted' ? amount : row.in_warehouse + amount;

  const chooseMode = (next: TMode) => {
    setMode(next);
    form.setValues({ counted: undefined, change: undefined });
    form.clearErrors();
  };
  const submit = (input: TStockAdjustInput) =>
    adjust.mutate(ZStockAdjustBody.parse(input), {
      onSuccess: onDone,
      onError: (error) => applyServerIssues(form, error),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={600} dir="auto" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <bdi>{row.product.code}</bdi> · {row.product.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('stock.adjust.inWarehouse', { count: row.in_warehouse })}
          </Text>
        </Group>
        <SegmentedChoice
          value={mode}
          onChange={(value) => chooseMode(value as TMode)}
          aria-label={t('stock.adjust.mode')}
          data={[
            { value: 'counted', label: t('stock.adjust.modeCounted') },
            { value: 'change', label: t('stock.adjust.modeChange') },
          ]}
        />
        <NumberInput
          key={mode}
          label={mode === 'counted' ? t('stock.adjust.counted') : t('stock.adjust.change')}
          description={mode === 'counted' ? t('stock.adjust.countedHint') : t('stock.adjust.changeHint')}
          withAsterisk
          allowDecimal={false}
          allowNegative={mode === 'change'}
          dir="ltr"
          data-autofocus
          {...field(mode)}
        />
        <Select
          label={t('stock.adjust.reason')}
          withAsterisk
          allowDeselect={false}
          data={STOCK_ADJUST_REASONS.map((reason) => ({ value: reason, label: t(`stock.reason.${reason}`) }))}
          {...field('reason')}
        />
        <Textarea
          label={t('stock.adjust.note')}
          description={t('stock.adjust.noteHint')}
          withAsterisk={values.reason === 'other'}
          dir="auto"
          autosize
          minRows={2}
          {...field('note')}
        />
        <Text size="sm" data-testid="stock-adjust-after">
          {Number.isInteger(after) && after >= 0
            ? t('stock.adjust.after', { count: after })
            : t('stock.adjust.afterUnknown')}
        </Text>
        <FormActions submitLabel={t('stock.adjust.submit')} submitting={adjust.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * "Adjust stock" on the stock list (stock_adjust): the stock counted on the shelf, or units added or taken away,
 * with a reason and a note. The server records the difference in the ledger; nobody invents a purchase to set it.
 */
export function StockAdjustModal({ row, onClose }: { row: TStockRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={row !== null} onClose={onClose} title={t('stock.adjust.title')} testId="stock-adjust">
      {row && <StockAdjustForm key={row.id} row={row} onDone={onClose} />}
    </FormModal>
  );
}
