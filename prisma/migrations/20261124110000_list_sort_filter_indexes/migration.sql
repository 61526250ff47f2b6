-- Issue 11: indexes so that each list's page is read from an index in its own order (docs/ARCHITECTURE.md,
-- "Indexes for lists"). A list orders by (column, id); InnoDB ends every non-unique index with the id, so an index
-- (scope or filter, column) serves `WHERE scope = ? ORDER BY column, id LIMIT n` without a sort. A status sorts by
-- (status, the list's default column), so one (status, created_at) index serves both that sort and the status
-- filter under the default order; the employee's lists of services and complaints (a share of the table that
-- grows with it) have an index per sort. The indexes they replace ended in a column no list orders by after them;
-- each is created before the old one goes, so a foreign key always keeps an index.

-- CreateIndex
CREATE INDEX `services_service_date_idx` ON `services`(`service_date`);

-- CreateIndex
CREATE INDEX `services_assigned_to_id_status_service_date_idx` ON `services`(`assigned_to_id`, `status`, `service_date`);

-- CreateIndex
CREATE INDEX `services_assigned_to_id_created_at_idx` ON `services`(`assigned_to_id`, `created_at`);

-- CreateIndex
CREATE INDEX `services_assigned_to_id_service_no_idx` ON `services`(`assigned_to_id`, `service_no`);

-- CreateIndex
CREATE INDEX `complaints_status_created_at_idx` ON `complaints`(`status`, `created_at`);

-- CreateIndex
CREATE INDEX `complaints_customer_id_created_at_idx` ON `complaints`(`customer_id`, `created_at`);

-- CreateIndex
CREATE INDEX `complaints_assigned_to_id_status_created_at_idx` ON `complaints`(`assigned_to_id`, `status`, `created_at`);

-- CreateIndex
CREATE INDEX `complaints_assigned_to_id_created_at_idx` ON `complaints`(`assigned_to_id`, `created_at`);

-- CreateIndex
CREATE INDEX `complaints_assigned_to_id_complaint_no_idx` ON `complaints`(`assigned_to_id`, `complaint_no`);

-- CreateIndex
CREATE INDEX `complaints_type_id_created_at_idx` ON `complaints`(`type_id`, `created_at`);

-- CreateIndex
CREATE INDEX `amcs_customer_id_created_at_idx` ON `amcs`(`customer_id`, `created_at`);

-- CreateIndex
CREATE INDEX `amcs_assigned_to_id_status_created_at_idx` ON `amcs`(`assigned_to_id`, `status`, `created_at`);

-- CreateIndex
CREATE INDEX `amcs_assigned_to_id_created_at_idx` ON `amcs`(`assigned_to_id`, `created_at`);

-- CreateIndex
CREATE INDEX `amcs_status_created_at_idx` ON `amcs`(`status`, `created_at`);

-- CreateIndex
CREATE INDEX `amcs_employee_status_created_at_idx` ON `amcs`(`employee_status`, `created_at`);

-- CreateIndex
CREATE INDEX `sales_customer_id_created_at_idx` ON `sales`(`customer_id`, `created_at`);

-- CreateIndex
CREATE INDEX `sales_payment_status_created_at_idx` ON `sales`(`payment_status`, `created_at`);

-- CreateIndex
CREATE INDEX `quotations_customer_id_created_at_idx` ON `quotations`(`customer_id`, `created_at`);

-- CreateIndex
CREATE INDEX `quotations_status_created_at_idx` ON `quotations`(`status`, `created_at`);

-- CreateIndex
CREATE INDEX `purchases_supplier_id_created_at_idx` ON `purchases`(`supplier_id`, `created_at`);

-- CreateIndex
CREATE INDEX `purchases_status_created_at_idx` ON `purchases`(`status`, `created_at`);

-- CreateIndex
CREATE INDEX `tasks_assigned_to_id_status_created_at_idx` ON `tasks`(`assigned_to_id`, `status`, `created_at`);

-- CreateIndex
CREATE INDEX `tasks_assigned_to_id_created_at_idx` ON `tasks`(`assigned_to_id`, `created_at`);

-- CreateIndex
CREATE INDEX `tasks_status_created_at_idx` ON `tasks`(`status`, `created_at`);

-- CreateIndex
CREATE INDEX `tasks_client_id_created_at_idx` ON `tasks`(`client_id`, `created_at`);

-- CreateIndex
CREATE INDEX `tasks_type_id_created_at_idx` ON `tasks`(`type_id`, `created_at`);

-- CreateIndex
CREATE INDEX `users_city_idx` ON `users`(`city`);

-- CreateIndex
CREATE INDEX `activity_logs_action_created_at_idx` ON `activity_logs`(`action`, `created_at`);

-- DropIndex
DROP INDEX `services_service_date_status_idx` ON `services`;

-- DropIndex
DROP INDEX `complaints_status_complaint_date_idx` ON `complaints`;

-- DropIndex
DROP INDEX `complaints_customer_id_complaint_date_idx` ON `complaints`;

-- DropIndex
DROP INDEX `complaints_assigned_to_id_status_idx` ON `complaints`;

-- DropIndex
DROP INDEX `complaints_type_id_idx` ON `complaints`;

-- DropIndex
DROP INDEX `amcs_customer_id_start_date_idx` ON `amcs`;

-- DropIndex
DROP INDEX `amcs_assigned_to_id_status_idx` ON `amcs`;

-- DropIndex
DROP INDEX `amcs_status_start_date_idx` ON `amcs`;

-- DropIndex
DROP INDEX `sales_customer_id_date_idx` ON `sales`;

-- DropIndex
DROP INDEX `sales_payment_status_date_idx` ON `sales`;

-- DropIndex
DROP INDEX `quotations_customer_id_date_idx` ON `quotations`;

-- DropIndex
DROP INDEX `quotations_status_date_idx` ON `quotations`;

-- DropIndex
DROP INDEX `purchases_supplier_id_date_idx` ON `purchases`;

-- DropIndex
DROP INDEX `purchases_status_date_idx` ON `purchases`;

-- DropIndex
DROP INDEX `tasks_assigned_to_id_status_idx` ON `tasks`;

-- DropIndex
DROP INDEX `tasks_status_due_date_idx` ON `tasks`;

-- DropIndex
DROP INDEX `tasks_client_id_idx` ON `tasks`;

-- DropIndex
DROP INDEX `tasks_type_id_idx` ON `tasks`;
