import type { TUserDetail } from '@amc/contracts';
import { Button, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/use-update-profile';
import { UserForm } from './user-form';

/** Wide enough for two columns of fields (SPEC section 9: width 900). */
const DRAWER_WIDTH = 900;

/**
 * SPEC section 2 "Profile edit drawer": the profile-edit bounds, the role read-only and the e-mail fixed. It opens
 * at the inline end, which Mantine mirrors to the left in a right-to-left layout.
 */
export function ProfileEditDrawer({
  user,
  opened,
  onClose,
}: {
  user: TUserDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      title={t(`role.${user.role_name}`)}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {/* Mounted while open, so every opening starts from the stored profile. */}
      {opened && (
        <UserForm
          mode="profile"
          role={user.role_name}
          user={user}
          submitLabel={t('user.editUser')}
          pending={update.isPending}
          onSubmit={(variables) => update.mutateAsync(variables).then(onClose)}
          extraActions={
            <Button variant="default" onClick={onClose}>
              {t('action.cancel')}
            </Button>
          }
        />
      )}
    </Drawer>
  );
}
