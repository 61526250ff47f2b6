import { NotFoundPage } from '../../components/not-found-page';
import type { TPageScreens } from './page-screens';

/** The signed-out pages, the public demo pages and the unknown-address page outside the shell. */
export const SESSION_ROUTES = {
  signin: () => import('./signin-route').then((m) => ({ Component: m.SigninRoute })),
  signup: () => import('./signup-route').then((m) => ({ Component: m.SignupRoute })),
  forgotPassword: () =>
    import('../../features/auth/components/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../../features/auth/components/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  notFound: () => Promise.resolve({ Component: NotFoundPage }),
  demoLogin: () =>
    import('../../features/demo/components/demo-login-page').then((m) => ({ Component: m.DemoLoginPage })),
  demoHome: () =>
    import('../../features/demo/components/demo-home-page').then((m) => ({ Component: m.DemoHomePage })),
  demoHelp: () =>
    import('../../features/demo/components/demo-help-page').then((m) => ({ Component: m.DemoHelpPage })),
  adminDemo: () =>
    import('../../features/demo/components/admin-demo-page').then((m) => ({ Component: m.AdminDemoPage })),
} satisfies TPageScreens;
