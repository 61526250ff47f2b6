import type { TUserDetail } from '@amc/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconBuilding,
  IconMail,
  IconMapPin,
  IconMapPins,
  IconPencil,
  IconPhone,
  IconPin,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from './role-badge';
import { FileAvatar } from '../../../components/file-avatar';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="md" radius="xl">
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
          {empty ? t('user.na') : children}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * SPEC section 2's header card: photo, name, the edit icon, and how to reach the user; for the user itself and
 * admins, whether it signs in with a second step, which an admin may reset (`onResetTwoFactor`).
 */
export function ProfileHeaderCard({
  user,
  canEdit,
  onEdit,
  onResetTwoFactor,
}: {
  user: TUserDetail & { two_factor?: boolean };
  canEdit: boolean;
  onEdit: () => void;
  onResetTwoFactor?: () => void;
}) {
  const { t } = useTranslation();
  const mobile = user.mobile ? [user.country_code, user.mobile].filter(Boolean).join(' ') : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-header">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <FileAvatar src={user.profile} name={user.full_name} color="initials" size={96} radius={96} />
        <Stack gap="md" style={{ flex: 1 }} miw={0}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} miw={0}>
              <Title order={3} dir="auto">
                {user.full_name}
              </Title>
              <Group gap="xs">
                <RoleBadge role={user.role_name} />
                {user.unique_identity && (
                  <Text size="sm" c="dimmed">
                    <bdi dir="ltr">{user.unique_identity}</bdi>
                  </Text>
                )}
              </Group>
            </Stack>
            {canEdit && (
              <Tooltip label={t('user.editProfile')}>
                <ActionIcon variant="light" size="lg" onClick={onEdit} aria-label={t('user.editProfile')}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <Detail icon={<IconPhone size={16} />} label={t('user.field.mobile')}>
              {mobile && <bdi dir="ltr">{mobile}</bdi>}
            </Detail>
            <Detail icon={<IconMail size={16} />} label={t('user.field.email')}>
              <bdi dir="ltr">{user.email}</bdi>
            </Detail>
            <Detail icon={<IconMapPin size={16} />} label={t('user.field.address')}>
              {user.address && <bdi>{user.address}</bdi>}
            </Detail>
            <Detail icon={<IconBuilding size={16} />} label={t('user.field.city')}>
              {user.city && <bdi>{user.city}</bdi>}
            </Detail>
            <Detail icon={<IconMapPins size={16} />} label={t('user.field.state')}>
              {user.state && <bdi>{user.state}</bdi>}
            </Detail>
            <Detail icon={<IconPin size={16} />} label={t('user.field.pincode')}>
              {user.pincode && <bdi dir="ltr">{user.pincode}</bdi>}
            </Detail>
            {user.two_factor !== undefined && (
              <Detail icon={<IconShieldLock size={16} />} label={t('user.twoFactor')}>
                <Group gap="xs" wrap="wrap">
                  <span>{user.two_factor ? t('user.twoFactorOn') : t('user.twoFactorOff')}</span>
                  {user.two_factor && onResetTwoFactor && (
                    <Button size="compact-xs" variant="light" color="orange" onClick={onResetTwoFactor}>
                      {t('user.twoFactorReset')}
                    </Button>
                  )}
                </Group>
              </Detail>
            )}
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  );
}
