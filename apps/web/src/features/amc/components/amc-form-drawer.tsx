import type { TAmc } from '@amc/contracts';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCreateAmc } from '../api/use-create-amc';
import { useUpdateAmc } from '../api/use-update-amc';
import { AmcForm, type TAmcFormSubmit } from './amc-form';

/** Add (amc null) or edit a contract beside the page it was opened from, which stays where it was. */
export function AmcFormDrawer({
  opened,
  amc,
  onClose,
}: {
  opened: boolean;
  amc: TAmc | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAmc();
  const update = useUpdateAmc();
  const submitting = create.isPending || update.isPending;

  const submit = ({ values, attachment, onError }: TAmcFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (amc) update.mutate({ id: amc.id, values, attachment }, handlers);
    else create.mutate({ values, attachment }, handlers);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine mirrors "right" in right-to-left pages: the drawer always opens on the reading end.
      position="right"
      size={720}
      title={amc ? t('amc.edit.title') : t('amc.add.title')}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      closeOnClickOutside={!submitting}
    >
      {/* Keyed by the contract, so opening another one starts from its own values. */}
      <AmcForm
        key={amc?.id ?? 'new'}
        amc={amc}
        submitting={submitting}
        submitLabel={amc ? t('amc.edit.submit') : t('amc.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Drawer>
  );
}
