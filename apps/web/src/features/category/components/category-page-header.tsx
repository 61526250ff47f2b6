import type { TCategoryType } from '@amc/contracts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Title and purpose of a list of names, with the way back to the module it serves (complaints, tasks). */
export function CategoryPageHeader({
  type,
  back,
}: {
  type: TCategoryType;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} className="mirror-rtl" />
          {t(back.label)}
        </Group>
      </Anchor>
      <Title order={2}>{t(`category.${type}.title`)}</Title>
      <Text c="dimmed">{t(`category.${type}.subtitle`)}</Text>
    </Stack>
  );
}
