/** What the rest of the API may use of the service module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { lockAmc, refreshAmcDates } from './service-contract';
export { approveService } from './service-assignment';
export { completeService, returnServiceParts } from './service-done';
export { createService, updateService } from './service-service';
export { ownServiceWhere, SERVICE_INCLUDE, SERVICE_READ, toService, type TServiceRow } from './service-shape';
