CREATE TABLE "known_devices" (
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"first_sign_in_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
DROP INDEX "blog_comments_post_idx";--> statement-breakpoint
ALTER TABLE "blog_comments" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "proof_hash" text;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_last_sign_in_idx" ON "known_devices" USING btree ("last_sign_in_at");--> statement-breakpoint
CREATE INDEX "blog_comments_post_idx" ON "blog_comments" USING btree ("post_slug","locale","approved","created_at");