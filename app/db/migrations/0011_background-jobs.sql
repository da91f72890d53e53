CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 0 NOT NULL,
	"retry_delay_seconds" integer DEFAULT 0 NOT NULL,
	"retry_backoff" boolean DEFAULT false NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_jobs_state_check" CHECK ("background_jobs"."state" in ('created', 'active', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("start_after") WHERE "background_jobs"."state" in ('created', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton_idx" ON "background_jobs" USING btree ("name","singleton_key") WHERE "background_jobs"."singleton_key" is not null and "background_jobs"."state" in ('created', 'active');