import type { TService } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateService } from '../api/use-create-service';
import { useUpdateService } from '../api/use-update-service';
import { ServiceForm, type TServiceFormSubmit } from './service-form';
import { FormDrawer } from '../../../components/form-drawer';

/** Add (service null) or edit a service beside the list, in SPEC's 900 px edit drawer. */
export function ServiceFormDrawer({
  opened,
  service,
  onClose,
}: {
  opened: boolean;
  service: TService | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateService();
  const update = useUpdateService();
  const submitting = create.isPending || update.isPending;

  const submit = ({ values, onError }: TServiceFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (service) update.mutate({ ...values, id: service.id }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={service ? t('service.edit.title') : t('service.add.title')}
      submitting={submitting}
      size={900}
    >
      {/* Keyed by the service, so opening another one starts from its own values. */}
      <ServiceForm
        key={service?.id ?? 'new'}
        service={service}
        submitting={submitting}
        submitLabel={service ? t('service.edit.submit') : t('service.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
