import { EQUIPMENT_LABELS_MAX, MSG, type TEquipmentLabelSize } from '@amc/contracts';
import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { translateMessage } from '../../../i18n/translate-message';
import { notifyError } from '../../../lib/mutation-toasts';
import { usePrintLabels } from '../api/use-print-labels';

/**
 * The size of the items' QR labels, then the PDF (equipment-labels.pdf) to print: an A4 sheet of 24, or one label
 * a page for a label printer. More than EQUIPMENT_LABELS_MAX items are refused here, as the server would.
 */
export function EquipmentLabelsModal({
  opened,
  ids,
  onClose,
}: {
  opened: boolean;
  ids: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const print = usePrintLabels();
  const [size, setSize] = useState<TEquipmentLabelSize>('a4');
  const tooMany = ids.length > EQUIPMENT_LABELS_MAX;

  const submit = () =>
    print.mutate({ ids, size }, { onSuccess: onClose, onError: (error) => notifyError(error) });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('equipment.labels.title')}
      submitting={print.isPending}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('equipment.labels.size')}
          value={size}
          onChange={(value) => setSize(value as TEquipmentLabelSize)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="a4" label={t('equipment.labels.sizeA4')} />
            <Radio value="single" label={t('equipment.labels.sizeSingle')} />
          </Stack>
        </Radio.Group>
        {tooMany && (
          <Alert color="orange" variant="light">
            {translateMessage(t, MSG.tooManyLabels)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={print.isPending}>
            {t('action.cancel')}
          </Button>
          <Button
            leftSection={<IconPrinter size={18} />}
            loading={print.isPending}
            disabled={tooMany || ids.length === 0}
            onClick={submit}
          >
            {t('equipment.labels.submit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
