-- Issue 28, section 2: service levels. A level promises a time to respond and to resolve per priority, in working
-- minutes; a contract carries a level; a complaint carries its priority, its level, its promised times and the
-- spans it waited for the customer (its new status "waiting", which stops the clock), and each alert once.
CREATE TABLE `service_levels` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `name` VARCHAR(100) NOT NULL,
    `priority` ENUM('critical', 'high', 'normal', 'low') NOT NULL DEFAULT 'normal',
    `is_default` BOOLEAN NOT NULL DEFAULT false,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `service_levels_name_key`(`name`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `service_level_targets` (
    `service_level_id` INTEGER NOT NULL,
    `priority` ENUM('critical', 'high', 'normal', 'low') NOT NULL,
    `respond_minutes` INTEGER NOT NULL,
    `resolve_minutes` INTEGER NOT NULL,

    PRIMARY KEY (`service_level_id`, `priority`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `service_level_targets` ADD CONSTRAINT `service_level_targets_service_level_id_fkey` FOREIGN KEY (`service_level_id`) REFERENCES `service_levels`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- Every business starts with one level, the default, so a complaint under no contract is promised something
-- (the admin edits it in Settings). Working hours: critical 2 / 8, high 4 / 16, normal 8 / 24, low 16 / 40.
INSERT INTO `service_levels` (`name`, `priority`, `is_default`, `updated_at`) VALUES ('Standard', 'normal', true, CURRENT_TIMESTAMP(3));
INSERT INTO `service_level_targets` (`service_level_id`, `priority`, `respond_minutes`, `resolve_minutes`)
SELECT `id`, 'critical', 120, 480 FROM `service_levels` WHERE `is_default`
UNION ALL SELECT `id`, 'high', 240, 960 FROM `service_levels` WHERE `is_default`
UNION ALL SELECT `id`, 'normal', 480, 1440 FROM `service_levels` WHERE `is_default`
UNION ALL SELECT `id`, 'low', 960, 2400 FROM `service_levels` WHERE `is_default`;

ALTER TABLE `amcs` ADD COLUMN `service_level_id` INTEGER NULL, ADD INDEX `amcs_service_level_id_idx`(`service_level_id`);
ALTER TABLE `amcs` ADD CONSTRAINT `amcs_service_level_id_fkey` FOREIGN KEY (`service_level_id`) REFERENCES `service_levels`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE `complaints` MODIFY `status` ENUM('open', 'pending', 'progress', 'waiting', 'closed') NOT NULL DEFAULT 'open',
    ADD COLUMN `priority` ENUM('critical', 'high', 'normal', 'low') NOT NULL DEFAULT 'normal',
    ADD COLUMN `service_level_id` INTEGER NULL,
    ADD COLUMN `responded_at` DATETIME(3) NULL,
    ADD COLUMN `response_due_at` DATETIME(3) NULL,
    ADD COLUMN `resolution_due_at` DATETIME(3) NULL,
    ADD COLUMN `due_at` DATETIME(3) NULL,
    ADD COLUMN `warn_at` DATETIME(3) NULL,
    ADD COLUMN `alert_at` DATETIME(3) NULL,
    ADD COLUMN `response_minutes` INTEGER NULL,
    ADD COLUMN `resolution_minutes` INTEGER NULL,
    ADD INDEX `complaints_due_at_idx`(`due_at`),
    ADD INDEX `complaints_assigned_to_id_due_at_idx`(`assigned_to_id`, `due_at`),
    ADD INDEX `complaints_priority_created_at_idx`(`priority`, `created_at`),
    ADD INDEX `complaints_customer_id_due_at_idx`(`customer_id`, `due_at`),
    ADD INDEX `complaints_response_due_at_idx`(`response_due_at`),
    ADD INDEX `complaints_resolution_due_at_idx`(`resolution_due_at`),
    ADD INDEX `complaints_alert_at_idx`(`alert_at`),
    ADD INDEX `complaints_service_level_id_idx`(`service_level_id`);
ALTER TABLE `complaints` ADD CONSTRAINT `complaints_service_level_id_fkey` FOREIGN KEY (`service_level_id`) REFERENCES `service_levels`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE `complaint_day_totals` MODIFY `status` ENUM('open', 'pending', 'progress', 'waiting', 'closed') NOT NULL;

CREATE TABLE `complaint_pauses` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `complaint_id` INTEGER NOT NULL,
    `paused_at` DATETIME(3) NOT NULL,
    `resumed_at` DATETIME(3) NULL,

    INDEX `complaint_pauses_complaint_id_paused_at_idx`(`complaint_id`, `paused_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
ALTER TABLE `complaint_pauses` ADD CONSTRAINT `complaint_pauses_complaint_id_fkey` FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE `complaint_alerts` (
    `complaint_id` INTEGER NOT NULL,
    `promise` ENUM('response', 'resolution') NOT NULL,
    `level` ENUM('warning', 'breach') NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    PRIMARY KEY (`complaint_id`, `promise`, `level`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
ALTER TABLE `complaint_alerts` ADD CONSTRAINT `complaint_alerts_complaint_id_fkey` FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- A change of the business's calendar moves calendar_version; the alert job counts the promises of the complaints
-- not resolved again, then sets promises_version to it.
ALTER TABLE `settings` ADD COLUMN `calendar_version` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `promises_version` INTEGER NOT NULL DEFAULT 0;
