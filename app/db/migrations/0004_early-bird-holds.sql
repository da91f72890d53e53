ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_status_check";--> statement-breakpoint
DROP INDEX "checkout_sessions_open_expiry_idx";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "holder_address" text;--> statement-breakpoint
CREATE INDEX "checkout_sessions_live_expiry_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "checkout_sessions_holder_idx" ON "checkout_sessions" USING btree ("holder_key") WHERE "checkout_sessions"."status" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "checkout_sessions_holder_address_idx" ON "checkout_sessions" USING btree ("holder_address") WHERE "checkout_sessions"."status" in ('pending', 'open');--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('pending', 'open', 'complete', 'expired', 'cancelled'));