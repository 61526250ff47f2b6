import { pagePath } from '@amc/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDemoEnabled } from '../api/use-demo';

/**
 * The sign-in page's discreet way into the demo, shown only while the demo data is loaded. It loads after the
 * sign-in form (lazily), so the form's bundle carries none of the demo.
 */
export function DemoLink() {
  const { t } = useTranslation();
  const { enabled } = useDemoEnabled();
  if (!enabled) return null;
  return (
    <Anchor component={Link} to={pagePath('demoLogin')} size="sm" c="dimmed" ta="center" py="xs">
      {t('demo.tryDemo')}
    </Anchor>
  );
}
