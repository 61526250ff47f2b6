-- Issue 14: the demo seed (pnpm db:seed-demo) records when it loaded the demo data. Only then does the API offer
-- the one-click demo sign-in; an installation that never ran the seed keeps NULL and answers 404 there.
ALTER TABLE `settings` ADD COLUMN `demo_loaded_at` DATETIME(3) NULL;
