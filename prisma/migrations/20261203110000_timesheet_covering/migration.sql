-- The timesheet's grouped statement reads every column it needs from its index (arrival, employee, setting out,
-- finish): a year of visits at a million rows without a lookup of each row (docs/PERFORMANCE.md, round 13).
DROP INDEX `services_started_at_idx` ON `services`;
CREATE INDEX `services_timesheet_by_arrival_idx`
  ON `services`(`started_at`, `assigned_to_id`, `travel_started_at`, `finished_at`);
DROP INDEX `services_assigned_to_id_started_at_idx` ON `services`;
CREATE INDEX `services_timesheet_by_employee_idx`
  ON `services`(`assigned_to_id`, `started_at`, `travel_started_at`, `finished_at`);
