-- Issue 13: a complaint is filed with photos of what is wrong. The url index lets a download find its complaint.
CREATE TABLE `complaint_photos` (
  `id` INTEGER NOT NULL AUTO_INCREMENT,
  `complaint_id` INTEGER NOT NULL,
  `url` VARCHAR(255) NOT NULL,
  `created_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  INDEX `complaint_photos_complaint_id_idx`(`complaint_id`),
  INDEX `complaint_photos_url_idx`(`url`),
  PRIMARY KEY (`id`),
  CONSTRAINT `complaint_photos_complaint_id_fkey` FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON DELETE CASCADE ON UPDATE CASCADE
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
