import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { translateMessage } from '../../../i18n/translate-message';
import { useFullProfile } from '../api/use-full-profile';
import { useUpdateOtherUser } from '../api/use-update-other-user';
import { hasUserForm } from './user-form-fields';
import { UserForm } from './user-form';
import { readUserEmail, usersListPath } from './user-paths';

/** The admin's edit of an employee, customer or supplier: /users/list/edituser?email=... */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const email = readUserEmail(location.state, params);
  const profile = useFullProfile(email);
  const update = useUpdateOtherUser();
  // Back where the edit was opened from (the list or a profile), or to the list after a reload.
  const goBack = () => (location.key === 'default' ? navigate(usersListPath()) : navigate(-1));

  if (!email || profile.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
        {profile.isError ? translateMessage(t, profile.error.message) : t('user.noUserChosen')}
      </Alert>
    );
  }
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const user = profile.data;
  const role = user.role_name;
  if (!hasUserForm('edit', role)) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle />}>
        {t('user.adminEditHint')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={2}>{t(`user.edit.${role}`)}</Title>
        <Text c="dimmed" dir="auto">
          {user.full_name}
          {user.unique_identity ? ` · ${user.unique_identity}` : ''}
        </Text>
      </div>
      <UserForm
        key={user.id}
        mode="edit"
        role={role}
        user={user}
        submitLabel={t('user.editUser')}
        pending={update.isPending}
        onSubmit={(variables) => update.mutateAsync(variables).then(goBack)}
        extraActions={
          <Button variant="default" onClick={goBack}>
            {t('action.cancel')}
          </Button>
        }
      />
    </Stack>
  );
}
