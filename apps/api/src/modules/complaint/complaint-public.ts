/** What the rest of the API may use of the complaint module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { COMPLAINT_READ, ownComplaintsWhere, toComplaint, type TComplaintRow } from './complaint-list';
export { createComplaint, reportScannedFault } from './complaint-service';
export {
  alertsDue,
  keepPromises,
  pendingAlerts,
  promiseColumns,
  promiseTimes,
  readPromiseCalendar,
  readPromiseFacts,
  storePromises,
  type TAlert,
  type TPromiseFacts,
} from './complaint-promises';
