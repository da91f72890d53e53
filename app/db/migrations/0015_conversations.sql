CREATE TABLE "blocked_senders" (
	"email" text PRIMARY KEY NOT NULL,
	"enquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"quote_id" integer,
	"source" text NOT NULL,
	"amount_pence" integer,
	"event_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_enquiry_id_unique" UNIQUE("enquiry_id"),
	CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('quote', 'outside')),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."amount_pence" is null or "bookings"."amount_pence" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"quote_id" integer,
	"via" text DEFAULT 'site' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_sender_check" CHECK ("conversation_messages"."sender" in ('couple', 'vendor')),
	CONSTRAINT "conversation_messages_via_check" CHECK ("conversation_messages"."via" in ('site', 'email')),
	CONSTRAINT "conversation_messages_length_check" CHECK (char_length("conversation_messages"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "conversation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"party" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "conversation_tokens_party_check" CHECK ("conversation_tokens"."party" in ('couple', 'vendor')),
	CONSTRAINT "conversation_tokens_purpose_check" CHECK ("conversation_tokens"."purpose" in ('link', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"enquiry_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"couple_user_id" text,
	"stage" text DEFAULT 'open' NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message_from" text DEFAULT 'couple' NOT NULL,
	"vendor_read_at" timestamp with time zone,
	"couple_read_at" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"vendor_notified_at" timestamp with time zone,
	"couple_notified_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"suggestions_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_stage_check" CHECK ("conversations"."stage" in ('open', 'quoted', 'booked')),
	CONSTRAINT "conversations_last_from_check" CHECK ("conversations"."last_message_from" in ('couple', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_reports_enquiry_id_unique" UNIQUE("enquiry_id"),
	CONSTRAINT "enquiry_reports_status_check" CHECK ("enquiry_reports"."status" in ('open', 'upheld', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"included" text NOT NULL,
	"events" text NOT NULL,
	"event_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_price_check" CHECK ("quotes"."price_pence" between 100 and 100000000),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('sent', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "vendor_response_stats" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"enquiries" integer NOT NULL,
	"median_reply_minutes" integer,
	"replied_within_48h_share" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_status_check";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "delivery" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "junk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "junk_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_senders" ADD CONSTRAINT "blocked_senders_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enquiry_id_conversations_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."conversations"("enquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_enquiry_id_conversations_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."conversations"("enquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_tokens" ADD CONSTRAINT "conversation_tokens_enquiry_id_conversations_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."conversations"("enquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_couple_user_id_users_id_fk" FOREIGN KEY ("couple_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reports" ADD CONSTRAINT "enquiry_reports_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reports" ADD CONSTRAINT "enquiry_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_reports" ADD CONSTRAINT "enquiry_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_conversations_enquiry_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."conversations"("enquiry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_response_stats" ADD CONSTRAINT "vendor_response_stats_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_vendor_created_idx" ON "bookings" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE INDEX "conversation_tokens_conversation_idx" ON "conversation_tokens" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "conversations_vendor_activity_idx" ON "conversations" USING btree ("vendor_id","last_message_at","enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiry_reports_status_idx" ON "enquiry_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_conversation_idx" ON "quotes" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiries_held_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."delivery" = 'held';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_delivery_check" CHECK ("enquiries"."delivery" in ('delivered', 'held', 'rejected', 'not_genuine'));--> statement-breakpoint
-- Every enquiry already stored becomes a conversation: the couple's enquiry is its first message, what the
-- vendor did in the old inbox (read, marked replied, archived) carries over.
INSERT INTO "conversations" ("enquiry_id", "vendor_id", "stage", "last_message_at", "last_message_from", "vendor_read_at", "first_reply_at", "archived_at", "created_at")
SELECT "id", "vendor_id", 'open', coalesce("replied_at", "created_at"), CASE WHEN "replied_at" IS NULL THEN 'couple' ELSE 'vendor' END,
  coalesce("read_at", "replied_at"), "replied_at", "archived_at", "created_at"
FROM "enquiries";
