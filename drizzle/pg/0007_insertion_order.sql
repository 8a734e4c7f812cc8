-- ADR 041's tie-break of lists ordered by a time: SQLite's rowid keeps rows of one millisecond in the
-- order they were written; PostgreSQL has no rowid, so these tables get a number given at insert.
-- Not in the derived schema on purpose: queries reach it through the dialect (insertionOrder), and the
-- copy from SQLite (ADR 043) leaves it to PostgreSQL, copying rows in rowid order.
ALTER TABLE "outbox_messages" ADD COLUMN "insertion_order" bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
ALTER TABLE "demo_dns_records" ADD COLUMN "insertion_order" bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "insertion_order" bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "insertion_order" bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD COLUMN "insertion_order" bigint GENERATED ALWAYS AS IDENTITY;
