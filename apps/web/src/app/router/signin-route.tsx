import { SigninPage } from '../../features/auth/components/signin-page';
import { useDemoEnabled } from '../../features/demo/api/use-demo';
import { usePublicSettings } from '../../features/setting/api/use-public-settings';

/**
 * Sign-in offers sign-up only when the administrator allows registration (a setting of another module), and the
 * demo only when the demo data is loaded (the demo module's).
 */
export function SigninRoute() {
  const { data } = usePublicSettings();
  const demo = useDemoEnabled();
  return <SigninPage registrationEnabled={data?.registration_enabled ?? false} demoEnabled={demo.enabled} />;
}
