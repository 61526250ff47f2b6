-- The income and expense lists sort on title, label and amount and search title and label by prefix: each
-- needs an index of its own (date and created_at have theirs).
-- CreateIndex
CREATE INDEX `incomes_title_idx` ON `incomes`(`title`);

-- CreateIndex
CREATE INDEX `incomes_label_idx` ON `incomes`(`label`);

-- CreateIndex
CREATE INDEX `incomes_amount_idx` ON `incomes`(`amount`);

-- CreateIndex
CREATE INDEX `expenses_title_idx` ON `expenses`(`title`);

-- CreateIndex
CREATE INDEX `expenses_label_idx` ON `expenses`(`label`);

-- CreateIndex
CREATE INDEX `expenses_amount_idx` ON `expenses`(`amount`);
