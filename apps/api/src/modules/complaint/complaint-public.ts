/** What the rest of the API may use of the complaint module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { COMPLAINT_READ, ownComplaintsWhere, toComplaint, type TComplaintRow } from './complaint-list';
export { createComplaint, reportScannedFault } from './complaint-service';
export {
  alertsDue,
  keepPromises,
  promiseTimes,
  readPromiseCalendar,
  readPromiseFacts,
  type TAlert,
} from './complaint-promises';
