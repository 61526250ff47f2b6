-- Issue 27, section 2: purchase returns, goods of a delivered purchase sent back to the supplier (chosen lines and
-- quantities, a reason); they leave stock through the ledger (kind purchase_return). A purchase's returned total,
-- and the purchase_return right that issues them (admins by default).

ALTER TABLE `purchases` ADD COLUMN `returned_total` DECIMAL(12, 2) NOT NULL DEFAULT 0 AFTER `total_amount`;

ALTER TABLE `stock_movements`
  MODIFY `kind` ENUM('purchase', 'sale', 'adjustment', 'service', 'sale_return', 'purchase_return') NOT NULL,
  ADD COLUMN `purchase_return_id` INTEGER NULL AFTER `credit_note_id`;

CREATE TABLE `purchase_returns` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `return_no` VARCHAR(32) NOT NULL,
    `purchase_id` INTEGER NOT NULL,
    `supplier_id` INTEGER NOT NULL,
    `date` DATE NOT NULL,
    `reason` VARCHAR(500) NOT NULL,
    `total_amount` DECIMAL(12, 2) NOT NULL DEFAULT 0,
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,

    UNIQUE INDEX `purchase_returns_return_no_key`(`return_no`),
    INDEX `purchase_returns_supplier_id_created_at_idx`(`supplier_id`, `created_at`),
    INDEX `purchase_returns_purchase_id_idx`(`purchase_id`),
    INDEX `purchase_returns_date_idx`(`date`),
    INDEX `purchase_returns_created_by_id_idx`(`created_by_id`),
    INDEX `purchase_returns_created_at_idx`(`created_at`),
    PRIMARY KEY (`id`),
    CONSTRAINT `purchase_returns_purchase_id_fkey` FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `purchase_returns_supplier_id_fkey` FOREIGN KEY (`supplier_id`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `purchase_returns_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `purchase_return_items` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `purchase_return_id` INTEGER NOT NULL,
    `purchase_item_id` INTEGER NOT NULL,
    `product_id` INTEGER NOT NULL,
    `quantity` INTEGER NOT NULL,
    `rate` DECIMAL(12, 2) NOT NULL,
    `amount` DECIMAL(12, 2) NOT NULL,

    INDEX `purchase_return_items_purchase_return_id_idx`(`purchase_return_id`),
    INDEX `purchase_return_items_purchase_item_id_idx`(`purchase_item_id`),
    INDEX `purchase_return_items_product_id_idx`(`product_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `purchase_return_items_purchase_return_id_fkey` FOREIGN KEY (`purchase_return_id`) REFERENCES `purchase_returns`(`id`) ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT `purchase_return_items_purchase_item_id_fkey` FOREIGN KEY (`purchase_item_id`) REFERENCES `purchase_items`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT `purchase_return_items_product_id_fkey` FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON DELETE RESTRICT ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE INDEX `stock_movements_purchase_return_id_idx` ON `stock_movements`(`purchase_return_id`);
ALTER TABLE `stock_movements` ADD CONSTRAINT `stock_movements_purchase_return_id_fkey` FOREIGN KEY (`purchase_return_id`) REFERENCES `purchase_returns`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

UPDATE `modules` SET `actions` = 'view,add,edit,delete,return' WHERE `slug` = 'purchase';
