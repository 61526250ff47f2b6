import { Button, Group, type MantineColor } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's Cancel and submit buttons; both wait while the form is being sent, so nothing is sent twice. */
export function FormActions({
  submitLabel,
  submitting,
  onCancel,
  submitColor,
  submitIcon = <IconDeviceFloppy size={18} />,
  onSubmit,
}: {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
  /** A submit that is not a save, such as a step that cannot be undone (red), has its own colour and icon. */
  submitColor?: MantineColor;
  submitIcon?: ReactNode;
  /**
   * For a form that cannot be a <form> (one inside another form, such as a settings section's dialog): the submit
   * is a plain button that calls this.
   */
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('action.cancel')}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        color={submitColor}
        loading={submitting}
        disabled={submitting}
        leftSection={submitIcon}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
