-- A file download finds the record that holds the upload by the column storing its URL
-- (modules/files/file-access.ts): an index on each such column, so a download never scans a table.
-- CreateIndex
CREATE INDEX `users_profile_image_idx` ON `users`(`profile_image`);

-- CreateIndex
CREATE INDEX `products_image_idx` ON `products`(`image`);

-- CreateIndex
CREATE INDEX `amcs_attachment_idx` ON `amcs`(`attachment`);
