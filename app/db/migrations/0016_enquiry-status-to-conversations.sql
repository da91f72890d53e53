ALTER TABLE "enquiries" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "read_at";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "replied_at";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "archived_at";