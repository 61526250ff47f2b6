import { NotFoundPage } from '../../components/not-found-page';
import type { TPageScreens } from './page-screens';

/** The demo's four pages come in one small module: one lazy import for all (the entry stays lean). */
const demoPage = (name: 'DemoLoginPage' | 'DemoHomePage' | 'DemoHelpPage' | 'AdminDemoPage') => () =>
  import('../../features/demo/components/demo-pages').then((m) => ({ Component: m[name] }));

/** The signed-out pages, the public demo pages and the unknown-address page outside the shell. */
export const SESSION_ROUTES = {
  signin: () => import('./signin-route').then((m) => ({ Component: m.SigninRoute })),
  signup: () => import('./signup-route').then((m) => ({ Component: m.SignupRoute })),
  signupConfirm: () =>
    import('../../features/auth/components/signup-confirm-page').then((m) => ({
      Component: m.SignupConfirmPage,
    })),
  forgotPassword: () =>
    import('../../features/auth/components/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../../features/auth/components/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  notFound: () => Promise.resolve({ Component: NotFoundPage }),
  demoLogin: demoPage('DemoLoginPage'),
  demoHome: demoPage('DemoHomePage'),
  demoHelp: demoPage('DemoHelpPage'),
  adminDemo: demoPage('AdminDemoPage'),
} satisfies TPageScreens;
