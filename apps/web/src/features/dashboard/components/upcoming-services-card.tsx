import type { TService } from '@amc/contracts';
import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { listLink, servicesOn, useOpenableLink } from './dashboard-links';
import classes from './dashboard-page.module.css';

/** The next services not done, from today on: when, what, for whom and by whom. */
export function UpcomingServicesCard({ services }: { services: TService[] }) {
  const { t } = useTranslation();
  const openable = useOpenableLink();
  const listPath = openable(listLink('serviceList'));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="upcoming-services">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('dashboard.upcoming.title')}</Title>
        {listPath && services.length > 0 && (
          <Anchor component={Link} to={listPath} size="sm">
            {t('dashboard.viewAll')}
          </Anchor>
        )}
      </Group>
      {services.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.upcoming.empty')}
        </Text>
      ) : (
        <Stack gap={0}>
          {services.map((service, index) => {
            const link = openable(servicesOn(service.service_date));
            const body = (
              <>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={600} truncate dir="auto" title={service.service_title}>
                    {service.service_title}
                  </Text>
                  <span style={{ flex: 'none' }}>
                    <StatusBadge status={service.status} />
                  </span>
                </Group>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    <DateText value={service.service_date} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    · {service.customer?.full_name ?? service.amc?.customer.full_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    · {service.assignTo?.full_name ?? t('dashboard.unassigned')}
                  </Text>
                </Group>
              </>
            );
            return (
              <Fragment key={service.id}>
                {index > 0 && <Divider />}
                {link ? (
                  <Link to={link} className={classes.row}>
                    {body}
                  </Link>
                ) : (
                  <div className={classes.row}>{body}</div>
                )}
              </Fragment>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
