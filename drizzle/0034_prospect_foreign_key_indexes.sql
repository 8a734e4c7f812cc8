CREATE INDEX `inbound_messages_prospect_idx` ON `inbound_messages` (`prospect_id`);--> statement-breakpoint
CREATE INDEX `linkedin_actions_prospect_idx` ON `linkedin_actions` (`prospect_id`);--> statement-breakpoint
CREATE INDEX `scheduled_steps_prospect_idx` ON `scheduled_steps` (`prospect_id`);