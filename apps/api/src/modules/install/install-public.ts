/** What the rest of the API may use of the install module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { setupCodePlugin } from './setup-code';
export { isInstalling } from './install-service';
