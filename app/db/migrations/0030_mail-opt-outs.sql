CREATE TABLE "mail_opt_outs" (
	"email_key" text NOT NULL,
	"kind" text NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_opt_outs_email_key_kind_pk" PRIMARY KEY("email_key","kind"),
	CONSTRAINT "mail_opt_outs_kind_check" CHECK ("mail_opt_outs"."kind" in ('similar-vendors', 'review-invitation')),
	CONSTRAINT "mail_opt_outs_email_key_check" CHECK ("mail_opt_outs"."email_key" ~ '^[A-Za-z0-9_-]{43}$')
);
