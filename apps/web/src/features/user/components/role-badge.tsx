import type { TRoleSlug } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Roles are not statuses, so they have colours of their own: one per role, the same in every table. */
const ROLE_COLORS: Record<TRoleSlug, string> = {
  admin: 'dark',
  employee: 'indigo',
  customer: 'teal',
  supplier: 'grape',
};

export function RoleBadge({ role }: { role: TRoleSlug }) {
  const { t } = useTranslation();
  return (
    // Never cut: a narrow table column would otherwise show "CUSTO…".
    <Badge color={ROLE_COLORS[role]} variant="light" radius="sm" miw="max-content">
      {t(`role.${role}`)}
    </Badge>
  );
}
