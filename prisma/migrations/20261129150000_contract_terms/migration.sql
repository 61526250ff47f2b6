-- Issue 25, part 3: a contract's term has a price, and a renewal is a new term that points to the one it renews.
-- One renewal per term: the unique key refuses a second, also when two requests race. Deleting an old term leaves
-- its renewal standing (the link is cleared).
ALTER TABLE `amcs`
  ADD COLUMN `price` DECIMAL(12, 2) NOT NULL DEFAULT 0 AFTER `service_count`,
  ADD COLUMN `renewed_from_id` INT NULL AFTER `price`;
CREATE UNIQUE INDEX `amcs_renewed_from_id_key` ON `amcs`(`renewed_from_id`);
ALTER TABLE `amcs` ADD CONSTRAINT `amcs_renewed_from_id_fkey` FOREIGN KEY (`renewed_from_id`) REFERENCES `amcs`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;
