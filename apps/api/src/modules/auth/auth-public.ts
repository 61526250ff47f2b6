/** What the rest of the API may use of the auth module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { changePassword } from './auth-service';
