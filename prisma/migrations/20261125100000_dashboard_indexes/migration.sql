-- Issue 11: the dashboard's figures.
-- A customer's complaints and services are counted by status, with the recent or overdue ones among them, from
-- an index of its own rows holding the status and the date (read alone, as the employee's (assigned_to_id, status,
-- date) indexes are): without it every one of its rows is looked up, a thousand pages cold.
-- Contracts ending within 30 days, and the calendar's contract ends (in end_date order, as far as its limit), read
-- (end_date) instead of every contract: at 100,000 contracts, 1-3 ms instead of 40-190 ms under load. Not
-- (end_date, status): the status between the date and the id would make the calendar sort the month's ends.

-- CreateIndex
CREATE INDEX `complaints_customer_id_status_complaint_date_idx` ON `complaints`(`customer_id`, `status`, `complaint_date`);

-- CreateIndex
CREATE INDEX `services_customer_id_status_service_date_idx` ON `services`(`customer_id`, `status`, `service_date`);

-- CreateIndex
CREATE INDEX `amcs_end_date_idx` ON `amcs`(`end_date`);
