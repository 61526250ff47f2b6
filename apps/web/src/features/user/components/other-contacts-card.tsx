import type { TCustomerContact } from '@amc/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

/** A customer's Other Contact Information: person, designation, number; or "No Data available". */
export function OtherContactsCard({ contacts }: { contacts: TCustomerContact[] }) {
  const { t } = useTranslation();
  const na = t('user.na');
  return (
    <SectionCard title={t('user.section.contacts')} testId="other-contacts">
      {contacts.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('user.noData')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('user.contact.person')}</Table.Th>
                <Table.Th>{t('user.contact.designation')}</Table.Th>
                <Table.Th>{t('user.contact.number')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td dir="auto">{contact.contact_person}</Table.Td>
                  <Table.Td dir="auto">{contact.designation || na}</Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{contact.mobile || na}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
