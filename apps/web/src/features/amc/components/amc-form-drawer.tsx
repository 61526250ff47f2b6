import type { TAmc } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateAmc } from '../api/use-create-amc';
import { useUpdateAmc } from '../api/use-update-amc';
import { AmcForm, type TAmcFormSubmit } from './amc-form';
import { FormDrawer } from '../../../components/form-drawer';

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
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={amc ? t('amc.edit.title') : t('amc.add.title')}
      submitting={submitting}
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
    </FormDrawer>
  );
}
