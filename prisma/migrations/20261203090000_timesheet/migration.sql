-- The technician's time (issue 28, section 4): when it set out for a visit (arrival and finish are the visit's
-- started_at and finished_at), the hours it worked on tasks per day, and the indexes the timesheet reads by.
ALTER TABLE `services` ADD COLUMN `travel_started_at` DATETIME(3) NULL AFTER `status`;
CREATE INDEX `services_assigned_to_id_started_at_idx` ON `services`(`assigned_to_id`, `started_at`);
CREATE INDEX `services_started_at_idx` ON `services`(`started_at`);

CREATE TABLE `task_hours` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `task_id` INTEGER NOT NULL,
    `employee_id` INTEGER NOT NULL,
    `day` DATE NOT NULL,
    `minutes` INTEGER NOT NULL,
    `note` VARCHAR(500) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `task_hours_task_id_employee_id_day_key`(`task_id`, `employee_id`, `day`),
    INDEX `task_hours_employee_id_day_idx`(`employee_id`, `day`),
    INDEX `task_hours_day_idx`(`day`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `task_hours` ADD CONSTRAINT `task_hours_task_id_fkey` FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `task_hours` ADD CONSTRAINT `task_hours_employee_id_fkey` FOREIGN KEY (`employee_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;
