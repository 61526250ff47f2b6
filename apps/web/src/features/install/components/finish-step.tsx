import { Alert, List, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function FinishStep({ summary }: { summary: { label: string; value: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert variant="light" icon={<IconInfoCircle />} title={t('install.finishTitle')} mb="md">
        <List size="sm" spacing={4}>
          <List.Item>{t('install.noteCheck')}</List.Item>
          <List.Item>{t('install.noteDuration')}</List.Item>
          <List.Item>{t('install.noteNoRefresh')}</List.Item>
          <List.Item>{t('install.noteAcknowledge')}</List.Item>
        </List>
      </Alert>
      <Text size="sm" fw={500} mb={4}>
        {t('install.summary')}
      </Text>
      <Table withTableBorder withColumnBorders striped>
        <Table.Tbody>
          {summary.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w="40%">{row.label}</Table.Th>
              <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
