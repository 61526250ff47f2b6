import type { TComplaint, TEquipment, TFormRole } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateComplaint } from '../api/use-create-complaint';
import { useUpdateComplaint } from '../api/use-update-complaint';
import { useComplaint } from '../api/use-complaint';
import { ComplaintForm, type TComplaintFormSubmit } from './complaint-form';
import { FormDrawer } from '../../../components/form-drawer';

/**
 * Add (complaint null, on `item` when it is opened on one) or edit a complaint beside the list, which stays where
 * it was; `resolving` opens the edit on closing it.
 */
export function ComplaintFormDrawer({
  opened,
  complaint,
  item = null,
  resolving = false,
  role,
  ownName,
  onClose,
}: {
  opened: boolean;
  complaint: TComplaint | null;
  item?: TEquipment | null;
  resolving?: boolean;
  role: TFormRole;
  ownName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateComplaint();
  const update = useUpdateComplaint();
  // A list row carries no photos: an edit loads the complaint's view to know how many it already has.
  const view = useComplaint(complaint?.id, opened && Boolean(complaint) && !complaint?.photos);
  const storedPhotos = complaint?.photos ?? view.data?.photos;
  const submitting = create.isPending || update.isPending;

  const submit = ({ body, photos, onError }: TComplaintFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (complaint) update.mutate({ body: { ...body, id: complaint.id }, photos }, handlers);
    else create.mutate({ body, photos }, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={
        complaint
          ? t(resolving ? 'complaint.resolve.title' : 'complaint.edit.title', { no: complaint.complaint_no })
          : t('complaint.add.title')
      }
      submitting={submitting}
    >
      {/* Keyed by the complaint, so opening another one starts from its own values. */}
      <ComplaintForm
        key={`${complaint?.id ?? `new${item?.id ?? ''}`}:${resolving}`}
        complaint={complaint}
        item={item}
        storedPhotos={storedPhotos}
        resolving={resolving}
        role={role}
        ownName={ownName}
        submitting={submitting}
        submitLabel={
          complaint
            ? t(resolving ? 'complaint.resolve.submit' : 'complaint.edit.submit')
            : t('complaint.add.submit')
        }
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
