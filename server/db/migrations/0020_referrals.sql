ALTER TABLE "accounts" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "referred_by" text;--> statement-breakpoint
CREATE INDEX "accounts_referred_by_idx" ON "accounts" USING btree ("referred_by");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_referral_code_unique" UNIQUE("referral_code");