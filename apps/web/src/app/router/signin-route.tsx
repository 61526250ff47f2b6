import { SigninPage } from '../../features/auth/components/signin-page';
import { usePublicSettings } from '../../features/setting/api/use-public-settings';

/** Sign-in offers sign-up only when the administrator allows registration (a setting of another module). */
export function SigninRoute() {
  const { data } = usePublicSettings();
  return <SigninPage registrationEnabled={data?.registration_enabled ?? false} />;
}
