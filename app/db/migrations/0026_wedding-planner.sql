-- The wedding planner (decision 082): one wedding per couple account shared with a partner, its events, households,
-- guests and their answers per event, the budget and the checklist.
CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_id" integer,
	"category" text NOT NULL,
	"planned_pence" integer DEFAULT 0 NOT NULL,
	"paid_pence" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_lines_planned_check" CHECK ("budget_lines"."planned_pence" between 0 and 100000000),
	CONSTRAINT "budget_lines_paid_check" CHECK ("budget_lines"."paid_pence" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "guest_invitations" (
	"guest_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	CONSTRAINT "guest_invitations_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id"),
	CONSTRAINT "guest_invitations_response_check" CHECK ("guest_invitations"."response" is null or "guest_invitations"."response" in ('attending', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"dietary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"side" text,
	"rsvp_salt" text NOT NULL,
	"rsvp_token_hash" text NOT NULL,
	"rsvp_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_rsvp_token_hash_unique" UNIQUE("rsvp_token_hash")
);
--> statement-breakpoint
CREATE TABLE "wedding_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"custom_name" text,
	"event_date" date NOT NULL,
	"place_name" text,
	"place_lat" double precision,
	"place_lng" double precision,
	"venue_vendor_id" integer,
	"venue_name" text,
	"guest_count" integer NOT NULL,
	"checklist_seeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_events_event_type_check" CHECK ("wedding_events"."event_type" in ('Mehndi', 'Nikah', 'Walima', 'Sangeet', 'Baraat', 'Reception', 'Anand Karaj', 'Other')),
	CONSTRAINT "wedding_events_guest_count_check" CHECK ("wedding_events"."guest_count" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "wedding_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wedding_members" (
	"wedding_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_members_wedding_id_user_id_pk" PRIMARY KEY("wedding_id","user_id"),
	CONSTRAINT "wedding_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"event_id" integer,
	"title" text NOT NULL,
	"due_date" date,
	"template_key" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weddings" (
	"id" serial PRIMARY KEY NOT NULL,
	"total_budget_pence" integer,
	"rsvp_cutoff" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weddings_total_budget_check" CHECK ("weddings"."total_budget_pence" is null or "weddings"."total_budget_pence" between 0 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_invitations" ADD CONSTRAINT "guest_invitations_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD CONSTRAINT "wedding_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD CONSTRAINT "wedding_events_venue_vendor_id_vendors_id_fk" FOREIGN KEY ("venue_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitations" ADD CONSTRAINT "wedding_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_tasks" ADD CONSTRAINT "wedding_tasks_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_tasks" ADD CONSTRAINT "wedding_tasks_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_lines_wedding_event_category_key" ON "budget_lines" USING btree ("wedding_id",coalesce("event_id", 0),"category");--> statement-breakpoint
CREATE INDEX "guest_invitations_event_idx" ON "guest_invitations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "guests_wedding_idx" ON "guests" USING btree ("wedding_id","household_id");--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "households_wedding_idx" ON "households" USING btree ("wedding_id","name");--> statement-breakpoint
CREATE INDEX "wedding_events_wedding_date_idx" ON "wedding_events" USING btree ("wedding_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invitations_wedding_email_key" ON "wedding_invitations" USING btree ("wedding_id","email");--> statement-breakpoint
CREATE INDEX "wedding_invitations_email_idx" ON "wedding_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "wedding_tasks_wedding_due_idx" ON "wedding_tasks" USING btree ("wedding_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_tasks_event_template_key" ON "wedding_tasks" USING btree ("event_id","template_key") WHERE "wedding_tasks"."template_key" is not null;