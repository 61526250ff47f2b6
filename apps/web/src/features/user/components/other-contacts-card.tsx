import type { TCustomerContact } from '@amc/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileTable } from './profile-table';
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
        <ProfileTable
          rows={contacts}
          testId="other-contacts-table"
          minWidth={420}
          columns={[
            {
              key: 'person',
              header: t('user.contact.person'),
              render: (contact) => <span dir="auto">{contact.contact_person}</span>,
            },
            {
              key: 'designation',
              header: t('user.contact.designation'),
              render: (contact) => <span dir="auto">{contact.designation || na}</span>,
            },
            {
              key: 'number',
              header: t('user.contact.number'),
              render: (contact) => <bdi dir="ltr">{contact.mobile || na}</bdi>,
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
