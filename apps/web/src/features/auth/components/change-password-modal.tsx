import { ZChangePasswordBody } from '@amc/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from '../../../components/form-modal';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { usePasswordChange } from '../api/use-password-change';
import { CurrentPasswordField, NewPasswordFields } from './new-password-fields';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * A signed-in user's own new password, from the user menu: the current one and the new one twice, nothing of
 * the profile. The tab stays signed in (the answer is a new session); other devices are signed out.
 */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = usePasswordChange();
  const form = useForm<z.input<typeof ZChangePasswordBody>>({
    initialValues: EMPTY,
    validate: zod4Resolver(ZChangePasswordBody, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    onClose();
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('password.change.title')}
      submitting={change.isPending}
    >
      <form
        onSubmit={form.onSubmit((values) =>
          change.mutate(ZChangePasswordBody.parse(values), {
            onSuccess: close,
            onError: (error) => applyServerIssues(form, error),
          }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <CurrentPasswordField {...field('current_password')} />
          <NewPasswordFields
            label={t('field.newPassword')}
            password={field('password')}
            confirmation={field('password_confirmation')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              {t('password.change.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
