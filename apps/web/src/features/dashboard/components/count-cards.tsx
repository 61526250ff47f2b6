import type { TDashboardData } from '@amc/contracts';
import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBox, IconBuildingStore, IconMessageReport, IconTool, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TPageLink, listLink, useOpenableLink } from './dashboard-links';
import classes from './dashboard-page.module.css';

type TCountKey = keyof TDashboardData['counts'];

const CARDS: { key: TCountKey; color: string; Icon: typeof IconUsers; link: TPageLink }[] = [
  { key: 'employees', color: 'indigo', Icon: IconUsers, link: listLink('userList', { tab: 'employee' }) },
  { key: 'clients', color: 'teal', Icon: IconBuildingStore, link: listLink('userList', { tab: 'customer' }) },
  { key: 'complaints', color: 'red', Icon: IconMessageReport, link: listLink('complaintList') },
  { key: 'products', color: 'orange', Icon: IconBox, link: listLink('productList') },
  // The card counts every service: the list opens on all of them, not on its default view of the due ones.
  {
    key: 'services',
    color: 'blue',
    Icon: IconTool,
    link: listLink('serviceList', { 'service.overdue': 'all' }),
  },
];

/** A card per figure the caller may see (a null figure is a module it has no view right for). */
export function CountCards({ counts }: { counts: TDashboardData['counts'] }) {
  const { t } = useTranslation();
  const openable = useOpenableLink();
  const shown = CARDS.filter((card) => counts[card.key] !== null);
  if (!shown.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(shown.length, 5) }} spacing="md">
      {shown.map(({ key, color, Icon, link: target }) => {
        const link = openable(target);
        const body = (
          <Group wrap="nowrap" justify="space-between">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {t(`dashboard.count.${key}`)}
              </Text>
              <Text fz={28} fw={700} lh={1.2} data-testid={`count-${key}`}>
                {counts[key]}
              </Text>
            </div>
            <ThemeIcon size={48} radius="md" variant="light" color={color}>
              <Icon size={28} />
            </ThemeIcon>
          </Group>
        );
        return (
          <Card key={key} withBorder radius="md" padding="md" className={link ? classes.linkCard : undefined}>
            {link ? (
              <UnstyledButton component={Link} to={link} className={classes.cardLink}>
                {body}
              </UnstyledButton>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
