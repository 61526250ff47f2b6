import type { TComplaint } from '@amc/contracts';
import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { listLink, useOpenableLink } from './dashboard-links';
import classes from './dashboard-page.module.css';

/** The newest complaints by complaint date: number, customer, type and what is wrong. */
export function RecentComplaintsCard({ complaints }: { complaints: TComplaint[] }) {
  const { t } = useTranslation();
  const listPath = useOpenableLink()(listLink('complaintList'));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="recent-complaints">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('dashboard.recent.title')}</Title>
        {listPath && complaints.length > 0 && (
          <Anchor component={Link} to={listPath} size="sm">
            {t('dashboard.viewAll')}
          </Anchor>
        )}
      </Group>
      {complaints.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.recent.empty')}
        </Text>
      ) : (
        <Stack gap={0}>
          {complaints.map((complaint, index) => (
            <Fragment key={complaint.id}>
              {index > 0 && <Divider />}
              <div className={classes.row}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text
                    size="sm"
                    fw={600}
                    truncate
                    dir="auto"
                    title={`${complaint.complaint_no} · ${complaint.customer.full_name}`}
                  >
                    {complaint.complaint_no} · {complaint.customer.full_name}
                  </Text>
                  <span style={{ flex: 'none' }}>
                    <StatusBadge status={complaint.status} />
                  </span>
                </Group>
                {/* Typed by people in any language: each line takes the direction of its own words. */}
                <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
                  {complaint.complaint_type ? `${complaint.complaint_type.name}: ` : ''}
                  {complaint.description}
                </Text>
                <Group gap="xs" mt={2}>
                  <Text size="xs" c="dimmed">
                    <DateText value={complaint.date} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    · {complaint.assign_to?.full_name ?? t('dashboard.unassigned')}
                  </Text>
                </Group>
              </div>
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}
