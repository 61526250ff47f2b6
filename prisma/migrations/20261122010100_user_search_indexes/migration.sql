-- The users list prefix-searches first name, last name, e-mail, unique identity, mobile and company name; each
-- branch of that OR needs its own index for the search to be served by indexes (an index merge) and not a scan.
-- CreateIndex
CREATE INDEX `users_last_name_idx` ON `users`(`last_name`);

-- CreateIndex
CREATE INDEX `users_mobile_idx` ON `users`(`mobile`);

-- CreateIndex
CREATE INDEX `users_company_name_idx` ON `users`(`company_name`);
