-- Idempotency-Key support: one row per (user, key) holding the first answer for 24 hours. No foreign key to
-- users: rows are purged after a day, and a deleted user's keys can never be sent again.
-- CreateTable
CREATE TABLE `idempotency_keys` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `user_id` INTEGER NOT NULL,
    `key` VARCHAR(128) NOT NULL,
    `request_hash` CHAR(64) NOT NULL,
    `status` SMALLINT NULL,
    `content_type` VARCHAR(100) NULL,
    `body` MEDIUMTEXT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `idempotency_keys_user_id_key_key`(`user_id`, `key`),
    INDEX `idempotency_keys_created_at_idx`(`created_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
