-- The complaint list's sorts by response and resolution due behind the employee's scope (assigned_to_id = the
-- caller), read in order from an index like every other sort (docs/ARCHITECTURE.md, "Indexes for lists"): with a
-- date filter, the (assigned_to_id, complaint_date) range would otherwise be sorted in full.
CREATE INDEX `complaints_assigned_to_id_response_due_at_idx` ON `complaints`(`assigned_to_id`, `response_due_at`);
CREATE INDEX `complaints_assigned_to_id_resolution_due_at_idx` ON `complaints`(`assigned_to_id`, `resolution_due_at`);
