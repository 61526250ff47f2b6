-- The task list sorts on the name and searches it by prefix: both need an index on it.
-- CreateIndex
CREATE INDEX `tasks_name_idx` ON `tasks`(`name`);
