import type { TEquipment, TEquipmentDetail, TFormRole } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useCreateEquipment } from '../api/use-create-equipment';
import { useEquipmentDetail } from '../../../lookups/use-equipment-detail';
import { useUpdateEquipment } from '../api/use-update-equipment';
import { EquipmentForm, type TEquipmentFormSubmit } from './equipment-form';

/** Add (equipment null) or edit an item beside the page it was opened from, which stays where it was. */
export function EquipmentFormDrawer({
  opened,
  equipment,
  role,
  ownName,
  onClose,
}: {
  opened: boolean;
  /** A list row, or the view's item (which carries its photos). */
  equipment: TEquipment | TEquipmentDetail | null;
  role: TFormRole;
  ownName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const storedInRow = equipment && 'photos' in equipment ? equipment.photos : undefined;
  // A list row carries no photos: an edit loads the item's view to know how many it already has.
  const view = useEquipmentDetail(equipment?.id, opened && Boolean(equipment) && !storedInRow);
  const storedPhotos = storedInRow ?? view.data?.photos;
  const submitting = create.isPending || update.isPending;

  const submit = ({ body, photos, onError }: TEquipmentFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (equipment) update.mutate({ body: { ...body, id: equipment.id }, photos }, handlers);
    else create.mutate({ body, photos }, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={
        equipment ? t('equipment.edit.title', { serial: equipment.serial_no }) : t('equipment.add.title')
      }
      submitting={submitting}
    >
      {/* Keyed by the item, so opening another one starts from its own values. */}
      <EquipmentForm
        key={equipment?.id ?? 'new'}
        equipment={equipment}
        storedPhotos={storedPhotos}
        role={role}
        ownName={ownName}
        submitting={submitting}
        submitLabel={equipment ? t('equipment.edit.submit') : t('equipment.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
