import type { TPermission, TUserFullProfile } from '@amc/contracts';
import { Alert, Card, Center, Loader, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { translateMessage } from '../../../i18n/translate-message';
import { useSession } from '../../../lib/session';
import { useRight } from '../../../lib/use-right';
import { useFullProfile } from '../api/use-full-profile';
import { useResetTwoFactor } from '../api/use-reset-two-factor';
import { ProfileComplaintsTable } from './profile-complaints-table';
import { ProfileEditDrawer } from './profile-edit-drawer';
import { ProfileGeneralTab } from './profile-general-tab';
import { ProfileHeaderCard } from './profile-header-card';
import { ProfilePurchasesTable } from './profile-purchases-table';
import { ProfileQuotationsTable } from './profile-quotations-table';
import { ProfileSalesTable } from './profile-sales-table';
import { StatementPanel } from '../../../components/statement/statement-panel';
import { readUserEmail } from './user-paths';

/** The rights that open a profile tab (SPEC section 2). */
type TTabRight = Extract<TPermission, 'sell_view' | 'quotation_view' | 'complaint_view' | 'purchase_view'>;

type TTab = {
  value: string;
  labelKey: string;
  right?: TTabRight;
  render: (p: TUserFullProfile) => ReactNode;
};

const GENERAL: TTab = {
  value: 'general',
  labelKey: 'user.tab.general',
  render: (p) => <ProfileGeneralTab profile={p} />,
};
const COMPLAINTS: TTab = {
  value: 'complaints',
  labelKey: 'user.tab.complaints',
  right: 'complaint_view',
  render: (p) => <ProfileComplaintsTable rows={p.complaint ?? []} />,
};

/** SPEC section 2: the tabs of each role and the right each one needs. */
const TABS_BY_ROLE: Record<TUserFullProfile['role_name'], TTab[]> = {
  customer: [
    GENERAL,
    {
      value: 'sales',
      labelKey: 'user.tab.sales',
      right: 'sell_view',
      render: (p) => <ProfileSalesTable rows={p.sale ?? []} />,
    },
    {
      value: 'quotations',
      labelKey: 'user.tab.quotations',
      right: 'quotation_view',
      render: (p) => <ProfileQuotationsTable rows={p.quotation ?? []} />,
    },
    COMPLAINTS,
    {
      value: 'statement',
      labelKey: 'user.tab.statement',
      right: 'sell_view',
      render: (p) => <StatementPanel party="customer" id={p.id} />,
    },
  ],
  employee: [GENERAL, COMPLAINTS],
  supplier: [
    GENERAL,
    {
      value: 'purchase',
      labelKey: 'user.tab.purchase',
      right: 'purchase_view',
      render: (p) => <ProfilePurchasesTable rows={p.purchase ?? []} />,
    },
    {
      value: 'statement',
      labelKey: 'user.tab.statement',
      right: 'purchase_view',
      render: (p) => <StatementPanel party="supplier" id={p.id} />,
    },
  ],
  admin: [GENERAL],
};

/**
 * /users/list/viewuser: the user the router state names (SPEC: "needs state carrying the user data"), or
 * ?email= after a reload. Anyone signed in may open their own profile; the server answers 404 for another's
 * unless the caller may see every user.
 */
export function UserProfilePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { user: me } = useSession();
  const granted: Record<TTabRight, boolean> = {
    sell_view: useRight('sell_view'),
    quotation_view: useRight('quotation_view'),
    complaint_view: useRight('complaint_view'),
    purchase_view: useRight('purchase_view'),
  };
  const mayEditUsers = useRight('user_edit');
  const email = readUserEmail(location.state, params);
  const profile = useFullProfile(email);
  const [editing, setEditing] = useState(false);
  const resetTwoFactor = useResetTwoFactor();

  if (!email || profile.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
        {profile.isError ? translateMessage(t, profile.error.message) : t('user.noUserChosen')}
      </Alert>
    );
  }
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const data = profile.data;
  const tabs = TABS_BY_ROLE[data.role_name].filter((tab) => !tab.right || granted[tab.right]);
  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.value === requested) ? requested! : GENERAL.value;
  // The user menu leads here for one's own profile, which one may always edit (the server agrees).
  const canEdit = mayEditUsers || data.id === me?.id;

  return (
    <Stack gap="lg">
      <ProfileHeaderCard
        user={data}
        canEdit={canEdit}
        onEdit={() => setEditing(true)}
        onResetTwoFactor={
          me?.role_name === 'admin' && data.id !== me.id
            ? () =>
                openConfirm({
                  title: CONFIRM_TITLE,
                  message: t('user.twoFactorResetConfirm'),
                  confirmLabel: 'Yes, Reset it',
                  onConfirm: () => resetTwoFactor.mutate(data.id),
                })
            : undefined
        }
      />
      <Tabs
        value={active}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('email', data.email);
              next.set('tab', value ?? GENERAL.value);
              return next;
            },
            { replace: true, state: location.state },
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab === GENERAL ? (
              tab.render(data)
            ) : (
              <Card withBorder radius="md" p="xs">
                {tab.render(data)}
              </Card>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {canEdit && <ProfileEditDrawer user={data} opened={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
