ALTER TABLE "enquiries" ADD COLUMN "message_hash" text;--> statement-breakpoint
CREATE INDEX "enquiries_sender_created_idx" ON "enquiries" USING btree (lower("couple_email"),"created_at");--> statement-breakpoint
CREATE INDEX "enquiries_message_hash_created_idx" ON "enquiries" USING btree ("message_hash","created_at");