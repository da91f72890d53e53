-- The log of data requests made to support by email, and how each was met (decision 093).
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_email" text NOT NULL,
	"kind" text NOT NULL,
	"received_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"logged_by_user_id" text,
	"closed_by_email" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('export', 'erasure')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('open', 'fulfilled', 'no_account'))
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_logged_by_user_id_users_id_fk" FOREIGN KEY ("logged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_received_idx" ON "data_requests" USING btree ("received_on","id");