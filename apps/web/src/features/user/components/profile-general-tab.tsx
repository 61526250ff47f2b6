import type { TUserFullProfile } from '@amc/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { EmployeeRating } from '../../../components/rating/rating-of';
import { CompanyDetailsCard } from './company-details-card';
import { OtherContactsCard } from './other-contacts-card';
import { ProfileInfoGrid } from './profile-info-grid';
import { PurchaseListCard } from './purchase-list-card';
import { RecentComplaintsCard } from './recent-complaints-card';
import { SectionCard } from './section-card';
import { UpcomingServicesCard } from './upcoming-services-card';

/**
 * SPEC section 2's General tab. A card whose list the profile answer left out (the caller lacks its view
 * right) is not shown at all.
 */
export function ProfileGeneralTab({ profile }: { profile: TUserFullProfile }) {
  const { t } = useTranslation();
  const role = profile.role_name;
  const hasCompany = role === 'customer' || role === 'supplier';
  const worksOnServices = role === 'customer' || role === 'employee';
  return (
    <Stack gap="lg">
      <SectionCard title={t('user.card.general')} testId="general-info">
        <ProfileInfoGrid
          items={[
            { label: t(`user.identity.${role}`), value: profile.unique_identity, ltr: true },
            {
              label: t('user.field.gender'),
              value: profile.gender ? t(`user.gender.${profile.gender}`) : null,
            },
            ...(hasCompany ? [{ label: t('user.field.company_name'), value: profile.company_name }] : []),
            { label: t('user.field.birth_date'), value: <DateText value={profile.birth_date} /> },
            { label: t('user.field.designation'), value: profile.designation },
            { label: t('user.field.alternate_mobile'), value: profile.alternate_mobile, ltr: true },
            ...(role === 'employee'
              ? [{ label: t('rating.employee'), value: <EmployeeRating employeeId={profile.id} /> }]
              : []),
          ]}
        />
      </SectionCard>
      {hasCompany && <CompanyDetailsCard user={profile} />}
      {role === 'customer' && <OtherContactsCard contacts={profile.customer_contacts} />}
      {worksOnServices && (profile.complaint || profile.services) && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {profile.complaint && <RecentComplaintsCard rows={profile.complaint} />}
          {profile.services && (
            <UpcomingServicesCard rows={profile.services} forEmployee={role === 'employee'} />
          )}
        </SimpleGrid>
      )}
      {role === 'supplier' && profile.purchase && <PurchaseListCard rows={profile.purchase} />}
    </Stack>
  );
}
