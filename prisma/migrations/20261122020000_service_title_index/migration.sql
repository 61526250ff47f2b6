-- The services list prefix-searches the service number and the title; the title needs its own index for that
-- OR to be served by indexes (an index merge) and not a scan of every service.
-- CreateIndex
CREATE INDEX `services_title_idx` ON `services`(`title`);
