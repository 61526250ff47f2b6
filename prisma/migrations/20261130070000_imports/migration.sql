-- Issue 26, section 1: importing a business's records from CSV and Excel files. One row per imported file with its
-- mapping and what its last pass found, the rows it refused (cells and reasons), the mapping each kind used last,
-- and the import_run right (admins by default: no other role is given it).
CREATE TABLE `imports` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `kind` ENUM('customer', 'supplier', 'employee', 'product', 'equipment', 'amc') NOT NULL,
    `file_name` VARCHAR(191) NOT NULL,
    `format` VARCHAR(8) NOT NULL,
    `status` ENUM('uploaded', 'checking', 'checked', 'running', 'done', 'failed') NOT NULL DEFAULT 'uploaded',
    `headers` TEXT NOT NULL,
    `mapping` TEXT NOT NULL,
    `welcome_mail` BOOLEAN NOT NULL DEFAULT false,
    `total_rows` INTEGER NULL,
    `processed_rows` INTEGER NOT NULL DEFAULT 0,
    `created_count` INTEGER NOT NULL DEFAULT 0,
    `updated_count` INTEGER NOT NULL DEFAULT 0,
    `unchanged_count` INTEGER NOT NULL DEFAULT 0,
    `refused_count` INTEGER NOT NULL DEFAULT 0,
    `failure` VARCHAR(500) NULL,
    `created_by_id` INTEGER NULL,
    `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updated_at` DATETIME(3) NOT NULL,
    `finished_at` DATETIME(3) NULL,

    INDEX `imports_created_at_idx`(`created_at`),
    INDEX `imports_created_by_id_idx`(`created_by_id`),
    PRIMARY KEY (`id`),
    CONSTRAINT `imports_created_by_id_fkey` FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `import_refusals` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `import_id` INTEGER NOT NULL,
    `row_number` INTEGER NOT NULL,
    `cells` TEXT NOT NULL,
    `problems` TEXT NOT NULL,

    UNIQUE INDEX `import_refusals_import_id_row_number_key`(`import_id`, `row_number`),
    PRIMARY KEY (`id`),
    CONSTRAINT `import_refusals_import_id_fkey` FOREIGN KEY (`import_id`) REFERENCES `imports`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

CREATE TABLE `import_mappings` (
    `kind` ENUM('customer', 'supplier', 'employee', 'product', 'equipment', 'amc') NOT NULL,
    `columns` TEXT NOT NULL,
    `updated_at` DATETIME(3) NOT NULL,

    PRIMARY KEY (`kind`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

INSERT INTO `modules` (`slug`, `name`, `actions`, `sort_order`)
SELECT 'import', 'Import', 'run', COALESCE(MAX(`sort_order`), 0) + 1 FROM `modules`
ON DUPLICATE KEY UPDATE `actions` = 'run';
