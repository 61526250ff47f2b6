-- Issue 13: a visit may be planned for a time of day ("HH:mm"), which the technician's day is ordered by.
ALTER TABLE `services` ADD COLUMN `service_time` VARCHAR(5) NULL AFTER `service_date`;
-- My work reads an employee's days in order of day and planned time. The list's sort by date (then id) keeps
-- the assignee's day index without the time.
CREATE INDEX `services_assigned_to_id_service_date_service_time_idx` ON `services`(`assigned_to_id`, `service_date`, `service_time`);
