import type { TUserDetail } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { ProfileInfoGrid } from './profile-info-grid';
import { SectionCard } from './section-card';

/** A customer's or supplier's Company Details (SPEC section 2), "N/A" where nothing is stored. */
export function CompanyDetailsCard({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('user.card.companyDetails')} testId="company-details">
      <ProfileInfoGrid
        items={[
          { label: t('user.field.company_contact_person'), value: user.company_contact_person },
          { label: t('user.field.company_name'), value: user.company_name },
          { label: t('user.field.account_number'), value: user.account_number, ltr: true },
          { label: t('user.field.ifsc_code'), value: user.ifsc_code, ltr: true },
          { label: t('user.field.branch_name'), value: user.branch_name },
          { label: t('user.field.tin_no'), value: user.tin_no, ltr: true },
          { label: t('user.field.cst_no'), value: user.cst_no, ltr: true },
          { label: t('user.field.pan_no'), value: user.pan_no, ltr: true },
          { label: t('user.field.phone'), value: user.phone, ltr: true },
        ]}
      />
    </SectionCard>
  );
}
