-- The customer's word (issue 28, section 3): one rating per visit done or complaint resolved, its link's token, the
-- day the work was done, when the link was mailed and expires, and the score and comment once given.
CREATE TABLE `ratings` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `token` CHAR(32) NOT NULL,
    `service_id` INTEGER NULL,
    `complaint_id` INTEGER NULL,
    `customer_id` INTEGER NOT NULL,
    `employee_id` INTEGER NULL,
    `done_on` DATE NOT NULL,
    `expires_at` DATETIME(3) NOT NULL,
    `mailed_at` DATETIME(3) NULL,
    `score` TINYINT NULL,
    `comment` TEXT NULL,
    `rated_at` DATETIME(3) NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    UNIQUE INDEX `ratings_token_key`(`token`),
    UNIQUE INDEX `ratings_service_id_key`(`service_id`),
    UNIQUE INDEX `ratings_complaint_id_key`(`complaint_id`),
    INDEX `ratings_customer_id_idx`(`customer_id`),
    INDEX `ratings_employee_id_rated_at_idx`(`employee_id`, `rated_at`),
    INDEX `ratings_done_on_idx`(`done_on`),
    INDEX `ratings_mailed_at_idx`(`mailed_at`),
    PRIMARY KEY (`id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

ALTER TABLE `ratings` ADD CONSTRAINT `ratings_service_id_fkey` FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `ratings` ADD CONSTRAINT `ratings_complaint_id_fkey` FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `ratings` ADD CONSTRAINT `ratings_customer_id_fkey` FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE `ratings` ADD CONSTRAINT `ratings_employee_id_fkey` FOREIGN KEY (`employee_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- The request to rate, on for every installation (its texts ship in every language: lib/email-template-texts).
INSERT IGNORE INTO `email_templates` (`event`, `name`, `variables`, `is_enabled`, `updated_at`) VALUES
  ('rating_request', 'Rating request', 'customer_name,service_title,complaint_number,done_date,employee_name,rating_link,expires_date,system_name,date', true, CURRENT_TIMESTAMP(3));
