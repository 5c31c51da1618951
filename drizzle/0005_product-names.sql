ALTER TABLE "order_items" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "names" jsonb;