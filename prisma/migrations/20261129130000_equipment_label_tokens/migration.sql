-- Issue 25, part 2: each item's QR label carries a random token (128 bits, 32 hex digits), not its id. Items
-- already registered get one from the server's cryptographic generator (RANDOM_BYTES: MariaDB 10.10+, MySQL 5.6.17+).
ALTER TABLE `equipment` ADD COLUMN `label_token` CHAR(32) NULL AFTER `notes`;
UPDATE `equipment` SET `label_token` = LOWER(HEX(RANDOM_BYTES(16))) WHERE `label_token` IS NULL;
ALTER TABLE `equipment` MODIFY `label_token` CHAR(32) NOT NULL;
CREATE UNIQUE INDEX `equipment_label_token_key` ON `equipment`(`label_token`);
