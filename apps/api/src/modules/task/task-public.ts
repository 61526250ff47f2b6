/** What the rest of the API may use of the task module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { createTask } from './task-service';
export { HOURS_SELECT, logTaskHours, toTaskHours } from './task-hours';
