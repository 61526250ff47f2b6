-- Issue 26, section 3: backups the product makes (Back up now, and daily at the admin's hour), kept for a number of
-- days. A daily backup's business day is unique: made once however many processes run the job.
ALTER TABLE `settings`
    ADD COLUMN `backup_hour` TINYINT NOT NULL DEFAULT 2,
    ADD COLUMN `backup_keep_days` SMALLINT NOT NULL DEFAULT 14;

CREATE TABLE `backups` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `file_name` VARCHAR(191) NOT NULL,
    `kind` ENUM('manual', 'scheduled') NOT NULL,
    `scheduled_day` DATE NULL,
    `status` ENUM('running', 'done', 'failed') NOT NULL DEFAULT 'running',
    `encrypted` BOOLEAN NOT NULL DEFAULT false,
    `size` BIGINT NULL,
    `table_count` INTEGER NULL,
    `row_count` BIGINT NULL,
    `file_count` INTEGER NULL,
    `error` VARCHAR(500) NULL,
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `finished_at` DATETIME(3) NULL,

    UNIQUE INDEX `backups_file_name_key`(`file_name`),
    UNIQUE INDEX `backups_scheduled_day_key`(`scheduled_day`),
    INDEX `backups_created_at_idx`(`created_at`),
    INDEX `backups_created_by_id_idx`(`created_by_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `backups_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
