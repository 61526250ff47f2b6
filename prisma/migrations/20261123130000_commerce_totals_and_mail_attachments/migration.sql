-- The quotation and sale lists sort on the total: each needs an index on it.
-- CreateIndex
CREATE INDEX `quotations_total_idx` ON `quotations`(`total`);

-- CreateIndex
CREATE INDEX `sales_total_idx` ON `sales`(`total`);

-- A quotation or an invoice mailed as a PDF keeps its bytes in the outbox row, so a retry still has them; a
-- PDF with a logo does not fit in TEXT's 64 KB.
-- AlterTable
ALTER TABLE `mail_outbox` MODIFY `attachments` MEDIUMTEXT NULL;
