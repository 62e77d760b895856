-- An entry's region on its page's image (IIIF xywh in the image's pixels), served as an annotation in the manifest;
-- pages by image, so that the manifest finds the regions on each canvas.
ALTER TABLE "entries" ADD COLUMN "region_x" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "region_y" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "region_w" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "region_h" integer;--> statement-breakpoint
CREATE INDEX "pages_image_idx" ON "pages" USING btree ("digital_copy_file_id");