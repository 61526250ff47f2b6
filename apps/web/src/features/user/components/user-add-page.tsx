import { BUSINESS_ROLES, ZBusinessRole, type TBusinessRole } from '@amc/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateUser } from '../api/use-create-user';
import { UserForm } from './user-form';
import { usersListPath } from './user-paths';

/** Add employee / customer / supplier: /users/list/adduser?role=customer. */
export function UserAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const parsed = ZBusinessRole.safeParse(params.get('role'));
  const role: TBusinessRole = parsed.success ? parsed.data : 'customer';
  const create = useCreateUser();

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t(`user.add.${role}`)}</Title>
          <Text c="dimmed">{t('user.add.subtitle')}</Text>
        </div>
        <SegmentedChoice
          value={role}
          onChange={(value) => setParams({ role: value }, { replace: true })}
          data={BUSINESS_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
          aria-label={t('user.field.role')}
        />
      </Group>
      {/* A new role is a new form: its own fields and a clean slate. */}
      <UserForm
        key={role}
        mode="create"
        role={role}
        user={null}
        submitLabel={t(`user.add.${role}`)}
        pending={create.isPending}
        onSubmit={(variables) => create.mutateAsync(variables).then(() => navigate(usersListPath(role)))}
        extraActions={
          <Button variant="default" component={Link} to={usersListPath(role)}>
            {t('action.cancel')}
          </Button>
        }
      />
    </Stack>
  );
}
