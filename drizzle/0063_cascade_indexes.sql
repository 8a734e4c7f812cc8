CREATE INDEX `ai_review_drafts_enrollment_idx` ON `ai_review_drafts` (`enrollment_id`);--> statement-breakpoint
CREATE INDEX `dialer_queue_items_scheduled_step_idx` ON `dialer_queue_items` (`scheduled_step_id`);--> statement-breakpoint
CREATE INDEX `do_not_call_prospect_idx` ON `do_not_call_entries` (`prospect_id`);--> statement-breakpoint
CREATE INDEX `inbound_messages_enrollment_idx` ON `inbound_messages` (`enrollment_id`);--> statement-breakpoint
CREATE INDEX `inbound_messages_scheduled_step_idx` ON `inbound_messages` (`scheduled_step_id`);--> statement-breakpoint
CREATE INDEX `linkedin_actions_enrollment_idx` ON `linkedin_actions` (`enrollment_id`);--> statement-breakpoint
CREATE INDEX `scheduled_steps_step_idx` ON `scheduled_steps` (`step_id`);--> statement-breakpoint
CREATE INDEX `sequence_events_enrollment_idx` ON `sequence_events` (`enrollment_id`);