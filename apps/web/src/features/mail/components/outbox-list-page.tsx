import { ENDPOINTS, ZOutboxMail, pagePath } from '@amc/contracts';
import { Button, Stack } from '@mantine/core';
import { IconArrowBack, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import { PageTitle } from '../../../components/page-title';
import { RowActionButton } from '../../../components/row-action-button';
import { useRetryOutboxMail } from '../api/use-retry-outbox-mail';
import { outboxColumns } from './outbox-columns';
import { ScheduledJobsCard } from './scheduled-jobs-card';

/**
 * /email-template/outbox (admin only, like the templates): every mail the system queued, whether it went out,
 * and why not; a mail the worker gave up on can be sent again from here, and a scheduled job run now.
 */
export function OutboxListPage() {
  const { t } = useTranslation();
  const retry = useRetryOutboxMail();
  const columns = useMemo(() => outboxColumns(t), [t]);

  return (
    <Stack gap="md">
      <PageTitle
        title={t('mail.outbox.title')}
        subtitle={t('mail.outbox.subtitle')}
        actions={
          <Button
            component={Link}
            to={pagePath('emailTemplateList')}
            variant="light"
            leftSection={<IconArrowBack size={16} className="mirror-rtl" />}
          >
            {t('mail.outbox.templates')}
          </Button>
        }
      />
      <ScheduledJobsCard />
      <DataTable
        tableId="outbox"
        endpoint={ENDPOINTS.mail.outbox}
        rowSchema={ZOutboxMail}
        columns={columns}
        csvFileName="outboxData"
        renderRowActions={(mail) =>
          mail.status === 'failed' ? (
            <RowActionButton
              label={t('mail.action.retry')}
              color="blue"
              onClick={() => {
                if (!retry.isPending) retry.mutate(mail.id);
              }}
            >
              <IconRefresh size={18} />
            </RowActionButton>
          ) : null
        }
      />
    </Stack>
  );
}
