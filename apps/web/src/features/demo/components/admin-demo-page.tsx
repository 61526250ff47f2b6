import { buildMenu, HOME_PAGE, pagePath } from '@amc/contracts';
import { Button, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HelpMenuEntries } from '../../../components/help-sections';
import { useDemoEnabled, useDemoLogin } from '../api/use-demo';
import { DemoPageHeader, DemoTextsGate } from './demo-page-header';

/** The administrator's screens, one line each (the help's menu texts), and the demo administrator's sign-in. */
function AdminDemoPageContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enabled } = useDemoEnabled();
  const login = useDemoLogin();
  const signInButton = enabled && (
    <Button
      onClick={() =>
        login.mutate('admin', { onSuccess: () => navigate(pagePath(HOME_PAGE), { replace: true }) })
      }
      loading={login.isPending}
      // As wide as its label, but never wider than the page: a long label (German, Tamil) wraps inside it.
      style={{ alignSelf: 'flex-start' }}
      maw="100%"
      h="auto"
      mih={44}
      py={8}
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {t('demo.admin.signin')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <DemoPageHeader title={t('demo.home.admin')} subtitle={t('demo.admin.subtitle')} />
      {signInButton}
      <Card withBorder radius="md" p="md">
        <HelpMenuEntries items={buildMenu('admin', [])} />
      </Card>
      {signInButton}
    </Stack>
  );
}

export function AdminDemoPage() {
  return (
    <DemoTextsGate>
      <AdminDemoPageContent />
    </DemoTextsGate>
  );
}
