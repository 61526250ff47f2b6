/** What the rest of the API may use of the AMC module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { approveAmc, rejectAmc } from './amc-assignment';
export { createAmc } from './amc-service';
export { offerRenewal, renewAmc } from './amc-renewal';
export { addMonths, amcServiceTitle, scheduleServices } from './amc-schedule';
export { ownAmcWhere } from './amc-shape';
export { billContracts, readBillingContext } from './amc-billing';
export { amcImporter } from './amc-import';
