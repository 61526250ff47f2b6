// The demo's pages, loaded together by one lazy import (app/router/session-routes.tsx).
export { AdminDemoPage } from './admin-demo-page';
export { DemoHelpPage } from './demo-help-page';
export { DemoHomePage } from './demo-home-page';
export { DemoLoginPage } from './demo-login-page';
