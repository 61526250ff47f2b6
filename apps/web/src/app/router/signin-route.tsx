import { lazy, Suspense } from 'react';
import { SigninPage } from '../../features/auth/components/signin-page';
import { usePublicSettings } from '../../lib/public-settings';

const DemoLink = lazy(() =>
  import('../../features/demo/components/demo-link').then((m) => ({ default: m.DemoLink })),
);

/**
 * Sign-in offers sign-up only when the administrator allows registration (a setting of another module), and the
 * demo only while the demo data is loaded (the demo module's link, loaded after the form).
 */
export function SigninRoute() {
  const { data } = usePublicSettings();
  return (
    <SigninPage
      registrationEnabled={data?.registration_enabled ?? false}
      footer={
        <Suspense fallback={null}>
          <DemoLink />
        </Suspense>
      }
    />
  );
}
