import type { TMyWorkComplaint, TMyWorkContract, TMyWorkTask, TMyWorkVisit } from '@amc/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconClipboardCheck, IconBarcode, IconClock, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePath } from '@amc/contracts';
import { DateText, TimeText } from '../../../components/date-text';
import { StatusBadge } from '../../../components/status-badge';
import { OutboxBadge } from '../../../components/outbox-state';
import { isCompletion } from '../../../lib/offline/outbox';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { useCanOpenPage } from '../../../lib/page-access';
import { AnswerButtons } from './answer-buttons';
import { LogHours } from './log-hours';
import { ContactLinks } from '../../../components/contact-links';
import { EquipmentRefText } from '../../../components/equipment-ref-text';
import { PromiseText } from '../../../components/promise-text';

/** The service list narrowed to one visit (its number searched, every date shown): where it is viewed. */
const visitLink = (serviceNo: string) =>
  `${pagePath('serviceList')}?${new URLSearchParams({ 'service.search': serviceNo, 'service.overdue': 'all' }).toString()}`;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      {icon}
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

function CardShell({
  heading,
  status,
  children,
  testId,
}: {
  heading: string;
  status: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Text>
          {status}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const ICON = { size: 18, style: { flexShrink: 0 }, 'aria-hidden': true } as const;

/** One visit: whose, what, when, where, and the one thing to do next. */
export function VisitCard({ visit }: { visit: TMyWorkVisit }) {
  const { t } = useTranslation();
  const canOpen = useCanOpenPage();
  // A completion made on this device and not yet on the server (or just sent, or refused).
  const queued = useOutbox()
    .filter(isCompletion)
    .find((row) => row.serviceId === visit.id);
  const completing = visit.next_action === 'complete';
  return (
    <CardShell
      testId={`visit-${visit.id}`}
      heading={visit.customer?.full_name ?? t('myWork.card.noCustomer')}
      status={<StatusBadge status={visit.status} />}
    >
      {/* The numbers never break at their hyphens ("AMC-" at a line's end, "00001" on the next). */}
      <Text size="sm" c="dimmed">
        {visit.title} · <bdi style={{ whiteSpace: 'nowrap' }}>{visit.service_no}</bdi>
        {visit.amc && (
          <>
            {' · '}
            <bdi style={{ whiteSpace: 'nowrap' }}>{visit.amc.amc_no}</bdi>
          </>
        )}
      </Text>
      {visit.products.length > 0 && <Line icon={<IconPackage {...ICON} />}>{visit.products.join(', ')}</Line>}
      {/* The machines to look at: by serial number, as their rating plates read, and where each stands. */}
      {visit.equipment.map((item) => (
        <Line key={item.id} icon={<IconBarcode {...ICON} />}>
          <EquipmentRefText item={item} />
        </Line>
      ))}
      <Line icon={<IconCalendar {...ICON} />}>
        <DateText value={visit.date} />
        {visit.time && (
          <>
            {' · '}
            <TimeText value={visit.time} />
          </>
        )}
      </Line>
      {visit.customer && <ContactLinks customer={visit.customer} />}
      {queued && <OutboxBadge record={queued} />}
      {visit.next_action === 'answer' ? (
        <AnswerButtons assignment={{ kind: 'visit', id: visit.id }} />
      ) : completing && canOpen('serviceComplete') ? (
        <Button
          component={Link}
          to={pagePath('serviceComplete', { id: visit.id })}
          mih={44}
          variant={queued && queued.state !== 'failed' ? 'light' : 'filled'}
          leftSection={<IconClipboardCheck size={18} />}
        >
          {t(queued ? 'myWork.action.openCompletion' : 'myWork.action.complete')}
        </Button>
      ) : (
        canOpen('serviceList') && (
          <Button
            component={Link}
            to={visitLink(visit.service_no)}
            mih={44}
            variant={visit.next_action === 'complete' ? 'filled' : 'light'}
            leftSection={visit.next_action === 'complete' ? <IconClipboardCheck size={18} /> : undefined}
          >
            {t(visit.next_action === 'complete' ? 'myWork.action.complete' : 'myWork.action.open')}
          </Button>
        )
      )}
    </CardShell>
  );
}

/** A contract assigned to the employee and waiting for its answer. */
export function ContractCard({ contract }: { contract: TMyWorkContract }) {
  const { t } = useTranslation();
  return (
    <CardShell
      testId={`contract-${contract.id}`}
      heading={contract.customer.full_name}
      status={
        <Badge color="yellow" variant="light" radius="sm" miw="max-content">
          {t('myWork.card.waiting')}
        </Badge>
      }
    >
      <Text size="sm" c="dimmed">
        <bdi>{contract.amc_no}</bdi>
      </Text>
      {contract.products.length > 0 && (
        <Line icon={<IconPackage {...ICON} />}>{contract.products.join(', ')}</Line>
      )}
      <Line icon={<IconCalendar {...ICON} />}>
        {t('myWork.card.starts')} <DateText value={contract.start_date} />
      </Line>
      <ContactLinks customer={contract.customer} />
      <AnswerButtons assignment={{ kind: 'contract', id: contract.id }} />
    </CardShell>
  );
}

/** One open task: what, for whom, by when. */
export function TaskCard({ task }: { task: TMyWorkTask }) {
  const { t } = useTranslation();
  const canOpen = useCanOpenPage();
  return (
    <CardShell testId={`task-${task.id}`} heading={task.name} status={<StatusBadge status={task.status} />}>
      {task.description && (
        // Written text in its own direction: in an Arabic card an English sentence's full stop stays at its end.
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
          {task.description}
        </Text>
      )}
      <Line icon={<IconCalendar {...ICON} />}>
        {task.due_date ? (
          <Group gap={6} component="span">
            <DateText value={task.due_date} />
            {task.is_overdue && (
              <Badge color="red" variant="light" radius="sm" size="sm">
                {t('myWork.card.late')}
              </Badge>
            )}
          </Group>
        ) : (
          t('myWork.card.noDueDate')
        )}
      </Line>
      {task.client && (
        <>
          <Text size="sm">{task.client.full_name}</Text>
          <ContactLinks customer={task.client} />
        </>
      )}
      <LogHours task={task} />
      {canOpen('taskList') && (
        <Button
          component={Link}
          to={`${pagePath('taskList')}?${new URLSearchParams({ 'task.search': task.name }).toString()}`}
          mih={44}
          variant="light"
        >
          {t('myWork.action.openTask')}
        </Button>
      )}
    </CardShell>
  );
}

/** One complaint (issue 28): its priority, what it is about, when its next promise falls due, and whose it is. */
export function ComplaintCard({ complaint }: { complaint: TMyWorkComplaint }) {
  const { t } = useTranslation();
  const canOpen = useCanOpenPage();
  return (
    <CardShell
      testId={`complaint-${complaint.id}`}
      heading={complaint.complaint_no}
      status={<StatusBadge status={complaint.status} />}
    >
      <Group gap={6}>
        <Badge
          color={
            complaint.priority === 'critical' ? 'red' : complaint.priority === 'high' ? 'orange' : 'gray'
          }
          variant="outline"
          radius="sm"
          size="sm"
        >
          {t(`myWork.priority.${complaint.priority}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
        {complaint.description}
      </Text>
      <Line icon={<IconClock {...ICON} />}>
        {complaint.due_at || complaint.status === 'waiting' ? (
          <PromiseText complaint={complaint} />
        ) : (
          t('myWork.card.noPromise')
        )}
      </Line>
      <Text size="sm">{complaint.customer.full_name}</Text>
      <ContactLinks customer={complaint.customer} />
      {canOpen('complaintList') && (
        <Button
          component={Link}
          to={`${pagePath('complaintList')}?${new URLSearchParams({ 'complaint.search': complaint.complaint_no }).toString()}`}
          mih={44}
          variant="light"
        >
          {t('myWork.action.openComplaint')}
        </Button>
      )}
    </CardShell>
  );
}
