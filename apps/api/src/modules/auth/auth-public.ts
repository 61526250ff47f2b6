/** What the rest of the API may use of the auth module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { changePassword } from './auth-service';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth-demo';
export { resetUserSecondStep } from './auth-two-factor';
