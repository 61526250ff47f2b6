import { ENDPOINTS, endpointPath, pagePath, type TEquipmentHistory } from '@amc/contracts';
import { Anchor, Badge, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { OpenPdfButton } from '../../../components/document-lines/open-pdf-button';
import { StatusBadge } from '../../../components/status-badge';
import { useCanOpenPage } from '../../../lib/page-access';
import { useRight } from '../../../lib/use-right';
import { EquipmentHistoryTable } from './equipment-history-table';

type TVisit = TEquipmentHistory['visits'][number];

const dash = (
  <Text size="sm" c="dimmed" component="span">
    —
  </Text>
);

/**
 * Text a person wrote, kept with its line breaks and its own direction (from the start, also in a phone's card).
 * pre-line, not pre-wrap: a space kept at the end of a wrapped line hung 1 px past a phone card's edge.
 */
const Written = ({ text }: { text: string }) => (
  <Text
    size="sm"
    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    dir="auto"
    ta="start"
    component="div"
  >
    {text}
  </Text>
);

/** What the technician did and found on a visit, as its report says. */
function VisitWork({ visit }: { visit: TVisit }) {
  const { t } = useTranslation();
  if (!visit.work_done && !visit.findings) return dash;
  return (
    <Stack gap={4} ta="start">
      {visit.work_done && (
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('equipment.history.workDone')}
          </Text>
          <Written text={visit.work_done} />
        </div>
      )}
      {visit.findings && (
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('equipment.history.findings')}
          </Text>
          <Written text={visit.findings} />
        </div>
      )}
    </Stack>
  );
}

/**
 * An item's history, one tab a kind, newest first: the contracts that covered it (each to its page), the visits
 * (its own and its contracts', with the report PDF once done), the complaints about it, and the parts fitted on
 * those visits. An empty kind says so.
 */
export function EquipmentHistoryTabs({ history }: { history: TEquipmentHistory }) {
  const { t } = useTranslation();
  const canOpenPage = useCanOpenPage();
  const canOpenContract = canOpenPage('amcView');
  // The report PDF is served to whoever may see the visit (service_view and the visit's rows).
  const canOpenReport = useRight('service_view');
  const tab = (label: string, count: number) => `${label} (${count})`;

  return (
    <Tabs defaultValue="visits" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="visits">{tab(t('equipment.history.visits'), history.visits.length)}</Tabs.Tab>
        <Tabs.Tab value="complaints">
          {tab(t('equipment.history.complaints'), history.complaints.length)}
        </Tabs.Tab>
        <Tabs.Tab value="contracts">
          {tab(t('equipment.history.contracts'), history.contracts.length)}
        </Tabs.Tab>
        <Tabs.Tab value="parts">{tab(t('equipment.history.parts'), history.parts.length)}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="visits" pt="md">
        <EquipmentHistoryTable
          label={t('equipment.history.visits')}
          rows={history.visits}
          rowKey={(visit) => visit.id}
          emptyText={t('equipment.history.noVisits')}
          columns={[
            {
              key: 'date',
              header: t('equipment.history.date'),
              render: (visit) => <DateText value={visit.service_date} />,
            },
            {
              key: 'no',
              header: t('equipment.history.visitNo'),
              render: (visit) => <bdi style={{ whiteSpace: 'nowrap' }}>{visit.service_no}</bdi>,
            },
            {
              key: 'title',
              header: t('equipment.history.visitTitle'),
              render: (visit) => <bdi>{visit.title}</bdi>,
            },
            {
              key: 'status',
              header: t('equipment.history.status'),
              render: (visit) => <StatusBadge status={visit.status} />,
            },
            {
              key: 'assignee',
              header: t('equipment.history.assignee'),
              render: (visit) => (visit.assign_to ? <bdi>{visit.assign_to.full_name}</bdi> : dash),
            },
            {
              key: 'work',
              header: t('equipment.history.work'),
              render: (visit) => <VisitWork visit={visit} />,
            },
            {
              key: 'report',
              header: t('equipment.history.report'),
              render: (visit) =>
                visit.report_url && canOpenReport ? (
                  <OpenPdfButton path={endpointPath(ENDPOINTS.service.pdf, { id: visit.id })}>
                    {t('equipment.history.openReport')}
                  </OpenPdfButton>
                ) : (
                  dash
                ),
            },
          ]}
        />
      </Tabs.Panel>

      <Tabs.Panel value="complaints" pt="md">
        <EquipmentHistoryTable
          label={t('equipment.history.complaints')}
          rows={history.complaints}
          rowKey={(complaint) => complaint.id}
          emptyText={t('equipment.history.noComplaints')}
          columns={[
            {
              key: 'date',
              header: t('equipment.history.date'),
              render: (complaint) => <DateText value={complaint.date} />,
            },
            {
              key: 'no',
              header: t('equipment.history.complaintNo'),
              render: (complaint) => <bdi style={{ whiteSpace: 'nowrap' }}>{complaint.complaint_no}</bdi>,
            },
            {
              key: 'description',
              header: t('equipment.history.description'),
              render: (complaint) => <Written text={complaint.description} />,
            },
            {
              key: 'status',
              header: t('equipment.history.status'),
              render: (complaint) => <StatusBadge status={complaint.status} />,
            },
          ]}
        />
      </Tabs.Panel>

      <Tabs.Panel value="contracts" pt="md">
        <EquipmentHistoryTable
          label={t('equipment.history.contracts')}
          rows={history.contracts}
          rowKey={(contract) => contract.id}
          emptyText={t('equipment.history.noContracts')}
          columns={[
            {
              key: 'no',
              header: t('equipment.history.contractNo'),
              render: (contract) =>
                canOpenContract ? (
                  <Anchor component={Link} to={pagePath('amcView', { id: contract.id })} size="sm">
                    <bdi style={{ whiteSpace: 'nowrap' }}>{contract.amc_no}</bdi>
                  </Anchor>
                ) : (
                  <bdi style={{ whiteSpace: 'nowrap' }}>{contract.amc_no}</bdi>
                ),
            },
            {
              key: 'start',
              header: t('equipment.history.startDate'),
              render: (contract) => <DateText value={contract.start_date} />,
            },
            {
              key: 'end',
              header: t('equipment.history.endDate'),
              render: (contract) => (contract.end_date ? <DateText value={contract.end_date} /> : dash),
            },
            {
              key: 'status',
              header: t('equipment.history.status'),
              render: (contract) => <StatusBadge status={contract.status} />,
            },
          ]}
        />
      </Tabs.Panel>

      <Tabs.Panel value="parts" pt="md">
        <EquipmentHistoryTable
          label={t('equipment.history.parts')}
          rows={history.parts}
          rowKey={(part, index) => `${part.service_id}:${part.product.id}:${index}`}
          emptyText={t('equipment.history.noParts')}
          columns={[
            {
              key: 'part',
              header: t('equipment.history.part'),
              render: (part) => <bdi>{part.product.name}</bdi>,
            },
            {
              key: 'quantity',
              header: t('equipment.history.quantity'),
              render: (part) => <bdi dir="ltr">{part.quantity}</bdi>,
            },
            {
              key: 'billing',
              header: t('equipment.history.billing'),
              render: (part) => (
                <Badge variant="light" color={part.covered ? 'teal' : 'orange'} radius="sm">
                  {part.covered ? t('equipment.history.covered') : t('equipment.history.chargeable')}
                </Badge>
              ),
            },
            {
              key: 'visit',
              header: t('equipment.history.visit'),
              render: (part) => <bdi style={{ whiteSpace: 'nowrap' }}>{part.service_no}</bdi>,
            },
            {
              key: 'date',
              header: t('equipment.history.date'),
              render: (part) => <DateText value={part.service_date} />,
            },
          ]}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
