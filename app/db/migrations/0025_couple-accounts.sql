-- Couple accounts (decision 081): a third role, one shortlist per couple's account, and the index of a couple's
-- conversations on their planner.
CREATE TABLE "couple_shortlists" (
	"user_id" text PRIMARY KEY NOT NULL,
	"shortlist_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_shortlists_shortlist_id_unique" UNIQUE("shortlist_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "couple_shortlists" ADD CONSTRAINT "couple_shortlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_shortlists" ADD CONSTRAINT "couple_shortlists_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_couple_user_idx" ON "conversations" USING btree ("couple_user_id","last_message_at") WHERE "conversations"."couple_user_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('vendor', 'admin', 'couple'));