/** What the rest of the API may use of the task module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { createTask } from './task-service';
