-- Issue 26, section 5: webhooks. An admin registers endpoints for chosen events; each event becomes one delivery per
-- endpoint (unique webhook and event key), sent by the webhook worker through this outbox with retries, each
-- attempt kept with its answer. An endpoint that keeps failing is paused and the admins are told.
CREATE TABLE `webhooks` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `url` VARCHAR(500) NOT NULL,
    `secret` VARCHAR(80) NOT NULL,
    `events` TEXT NOT NULL,
    `status` ENUM('active', 'paused') NOT NULL DEFAULT 'active',
    `failures_in_row` INTEGER NOT NULL DEFAULT 0,
    `paused_at` DATETIME(3) NULL,
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `webhooks_created_by_id_idx`(`created_by_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `webhooks_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `webhook_deliveries` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `webhook_id` INTEGER NOT NULL,
    `delivery_id` CHAR(36) NOT NULL,
    `event` VARCHAR(40) NOT NULL,
    `event_key` VARCHAR(120) NOT NULL,
    `payload` MEDIUMTEXT NOT NULL,
    `status` ENUM('queued', 'sending', 'delivered', 'failed') NOT NULL DEFAULT 'queued',
    `attempts` INTEGER NOT NULL DEFAULT 0,
    `next_attempt_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `last_status` INTEGER NULL,
    `last_error` VARCHAR(500) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `delivered_at` DATETIME(3) NULL,

    UNIQUE INDEX `webhook_deliveries_delivery_id_key`(`delivery_id`),
    UNIQUE INDEX `webhook_deliveries_webhook_id_event_key_key`(`webhook_id`, `event_key`),
    INDEX `webhook_deliveries_status_next_attempt_at_idx`(`status`, `next_attempt_at`),
    INDEX `webhook_deliveries_webhook_id_idx`(`webhook_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `webhook_deliveries_webhook_id_fkey` FOREIGN KEY (`webhook_id`) REFERENCES `webhooks`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `webhook_attempts` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `delivery_id` INTEGER NOT NULL,
    `status` INTEGER NULL,
    `response` VARCHAR(500) NULL,
    `error` VARCHAR(500) NULL,
    `duration_ms` INTEGER NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `webhook_attempts_delivery_id_idx`(`delivery_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `webhook_attempts_delivery_id_fkey` FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
