-- A vendor's request to delete their account, kept until the deletion 30 days later or a restore (decision 091).
CREATE TABLE "vendor_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"vendor_id" integer,
	"listing_was_active" boolean DEFAULT false NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendor_erasures" ADD CONSTRAINT "vendor_erasures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_erasures" ADD CONSTRAINT "vendor_erasures_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_erasures_open_user_key" ON "vendor_erasures" USING btree ("user_id") WHERE "vendor_erasures"."restored_at" is null and "vendor_erasures"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_erasures_due_idx" ON "vendor_erasures" USING btree ("erase_after") WHERE "vendor_erasures"."restored_at" is null and "vendor_erasures"."erased_at" is null;