CREATE INDEX "ai_review_drafts_enrollment_idx" ON "ai_review_drafts" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "dialer_queue_items_scheduled_step_idx" ON "dialer_queue_items" USING btree ("scheduled_step_id");--> statement-breakpoint
CREATE INDEX "do_not_call_prospect_idx" ON "do_not_call_entries" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_enrollment_idx" ON "inbound_messages" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_scheduled_step_idx" ON "inbound_messages" USING btree ("scheduled_step_id");--> statement-breakpoint
CREATE INDEX "linkedin_actions_enrollment_idx" ON "linkedin_actions" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "scheduled_steps_step_idx" ON "scheduled_steps" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "sequence_events_enrollment_idx" ON "sequence_events" USING btree ("enrollment_id");