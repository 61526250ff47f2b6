-- Issue 26: a sign-up makes its account only from the link mailed to the address, so the form answers the same
-- whether or not the address has an account (the owner of an existing one is mailed instead).
CREATE TABLE `signup_requests` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `email` VARCHAR(191) NOT NULL,
    `first_name` VARCHAR(100) NOT NULL,
    `last_name` VARCHAR(100) NOT NULL,
    `password_hash` VARCHAR(255) NOT NULL,
    `token_hash` VARCHAR(64) NOT NULL,
    `expires_at` DATETIME(3) NOT NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `signup_requests_email_key`(`email`),
    UNIQUE INDEX `signup_requests_token_hash_key`(`token_hash`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- The two mails of a sign-up: the link that makes the account, and the word to an address that has one already.
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('signup_confirm', 'Confirm your sign-up', 'first_name,confirm_link,system_name,date', true, CURRENT_TIMESTAMP(3)),
  ('signup_existing', 'Sign-up with an existing account', 'first_name,signin_link,reset_link,system_name,date', true, CURRENT_TIMESTAMP(3));
