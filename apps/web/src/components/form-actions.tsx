import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A form's Cancel and submit buttons; both wait while the form is being sent, so nothing is sent twice. */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('action.cancel')}
      </Button>
      <Button
        type="submit"
        loading={submitting}
        disabled={submitting}
        leftSection={<IconDeviceFloppy size={18} />}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
