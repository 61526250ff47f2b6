import type { TAccountEntry, TAccountEntryKind } from '@amc/contracts';
import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { accountEntryTexts } from './account-entry-texts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** SPEC's income and expense View screen: every field of one entry, read-only. */
export function AccountEntryViewModal({
  kind,
  opened,
  entry,
  onClose,
}: {
  kind: TAccountEntryKind;
  opened: boolean;
  entry: TAccountEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={accountEntryTexts(t, kind).viewTitle}
      closeButtonProps={{ 'aria-label': t('action.close') }}
    >
      {entry && (
        <Stack gap="lg">
          <Title order={3} dir="auto">
            {entry.title}
          </Title>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <Detail label={t('accountEntry.field.label')}>
              <bdi>{entry.label}</bdi>
            </Detail>
            <Detail label={t('accountEntry.field.amount')}>
              <MoneyText amount={entry.amount} />
            </Detail>
            <Detail label={t('accountEntry.field.date')}>
              <DateText value={entry.date} />
            </Detail>
            <Detail label={t('accountEntry.field.createdBy')}>
              <bdi>{entry.created_by?.full_name ?? t('accountEntry.view.none')}</bdi>
            </Detail>
            <Detail label={t('accountEntry.field.createdAt')}>
              <DateText value={entry.created_at} />
            </Detail>
          </SimpleGrid>
          <Detail label={t('accountEntry.field.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {entry.note ?? t('accountEntry.view.none')}
            </Text>
          </Detail>
        </Stack>
      )}
    </Modal>
  );
}
