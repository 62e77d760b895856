CREATE INDEX "files_listing_name_idx" ON "files" USING btree ("folder","is_folder",lower("filename"),"id");--> statement-breakpoint
CREATE INDEX "files_listing_size_idx" ON "files" USING btree ("folder","is_folder","size","id");--> statement-breakpoint
CREATE INDEX "files_listing_date_idx" ON "files" USING btree ("folder","is_folder","created_at","id");