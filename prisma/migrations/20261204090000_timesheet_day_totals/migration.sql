-- The timesheet's per-day totals (issue 28, docs/PERFORMANCE.md round 13): each visit carries the business's day
-- of its arrival, worked out with the business's time zone when the arrival is recorded, and the visits' times
-- are kept per day and employee like the other reports' day totals, so a year's timesheet reads a few thousand
-- summary rows instead of every visit. The day of the visits recorded before this migration is worked out by the
-- `timesheet_days` job (it counts every visit again whenever the time zone differs from `work_days_zone`), which
-- also fills this summary as it goes; the covering indexes the timesheet read the visits by are no longer read.
ALTER TABLE `services` ADD COLUMN `work_day` DATE NULL AFTER `finished_at`;
DROP INDEX `services_timesheet_by_arrival_idx` ON `services`;
DROP INDEX `services_timesheet_by_employee_idx` ON `services`;

ALTER TABLE `settings` ADD COLUMN `work_days_zone` VARCHAR(64) NULL AFTER `promises_version`;

CREATE TABLE `timesheet_day_totals` (
    `day` DATE NOT NULL,
    `employee_id` INTEGER NOT NULL,
    `row_count` INTEGER NOT NULL,
    `travel_minutes` DECIMAL(16, 2) NOT NULL,
    `site_minutes` DECIMAL(16, 2) NOT NULL,

    INDEX `timesheet_day_totals_employee_id_day_idx`(`employee_id`, `day`),
    PRIMARY KEY (`day`, `employee_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
