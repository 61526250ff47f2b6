-- The word index of the texts the lists search by word (docs/SEARCH.md "Words"): kept by the API in the
-- transaction of every write of a complaint, task, contract or service. InnoDB FULLTEXT was measured and rejected
-- (a common word costs seconds whatever the LIMIT). The words of rows that exist before this migration are
-- written by `pnpm --filter @amc/api db:search-words` (src/db/search-words-cli.ts), once, after it.
CREATE TABLE `search_words` (
    `kind` TINYINT NOT NULL,
    `word` VARCHAR(32) NOT NULL,
    `row_id` INTEGER NOT NULL,

    INDEX `search_words_kind_row_id_idx`(`kind`, `row_id`),
    PRIMARY KEY (`kind`, `word`, `row_id`)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
