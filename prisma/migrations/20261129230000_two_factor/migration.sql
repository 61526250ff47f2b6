-- Issue 26, section 4: two-factor sign-in with an authenticator app, its recovery codes, the sign-ins waiting for
-- their second step, and the business's rule of who must use it.
ALTER TABLE `users`
    ADD COLUMN `totp_secret` VARCHAR(64) NULL,
    ADD COLUMN `totp_enabled_at` DATETIME(3) NULL,
    ADD COLUMN `totp_pending_secret` VARCHAR(64) NULL,
    ADD COLUMN `totp_last_step` INTEGER NULL;

ALTER TABLE `settings`
    ADD COLUMN `two_factor_required` ENUM('off', 'admins', 'staff') NOT NULL DEFAULT 'off';

CREATE TABLE `recovery_codes` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `user_id` INTEGER NOT NULL,
    `code_hash` VARCHAR(64) NOT NULL,
    `used_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `recovery_codes_user_id_code_hash_key`(`user_id`, `code_hash`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `sign_in_challenges` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `user_id` INTEGER NOT NULL,
    `token_hash` VARCHAR(64) NOT NULL,
    `step` ENUM('code', 'setup') NOT NULL,
    `failures` INTEGER NOT NULL DEFAULT 0,
    `expires_at` DATETIME(3) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `sign_in_challenges_token_hash_key`(`token_hash`),
    INDEX `sign_in_challenges_user_id_idx`(`user_id`),
    INDEX `sign_in_challenges_expires_at_idx`(`expires_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `recovery_codes` ADD CONSTRAINT `recovery_codes_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `sign_in_challenges` ADD CONSTRAINT `sign_in_challenges_user_id_fkey` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
