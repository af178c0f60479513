-- The search boxes decide how to count and page a word from the statistics of search_text (issue 21, search-share.ts):
-- the share of the histogram's bounds that hold it. With the default 101 bounds a word in 2% of the rows shows in
-- 0 to 5 of them, by the luck of the sample; with 1,001 (and a sample of 300,000 rows) in about 20. The planner's own
-- estimates for these LIKEs read the same histogram.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "emails" ALTER COLUMN "search_text" SET STATISTICS 1000;
