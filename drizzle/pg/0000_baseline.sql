CREATE TABLE "account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "api_access_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"max_keys" bigint DEFAULT 5 NOT NULL,
	"default_expiration" bigint DEFAULT 365 NOT NULL,
	"allowed_origins" text DEFAULT '[]' NOT NULL,
	"requests_per_minute" bigint DEFAULT 60 NOT NULL,
	"requests_per_hour" bigint DEFAULT 1000 NOT NULL,
	"requests_per_day" bigint DEFAULT 10000 NOT NULL,
	"updated_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"permissions" text NOT NULL,
	"is_active" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint,
	"usage_count" bigint DEFAULT 0 NOT NULL,
	"last_used" bigint,
	"last_ip_address" text,
	"deleted_at" bigint,
	CONSTRAINT "api_keys_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "api_rate_limit_counters" (
	"key_id" text NOT NULL,
	"window" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "api_rate_limit_counters_pkey" PRIMARY KEY("key_id","window")
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"outcome" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"visitor_time_zone" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"booking_handle" text NOT NULL,
	"calendar_on" smallint DEFAULT 0 NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"excluded_meeting_days" text NOT NULL,
	"calendar_integration_selected" text,
	"meeting_location" text NOT NULL,
	"meeting_title" text NOT NULL,
	"meeting_duration" bigint NOT NULL,
	"event_description" text DEFAULT '' NOT NULL,
	"conference_link" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "calendar_settings_booking_handle_unique" UNIQUE("booking_handle")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"list" text NOT NULL,
	"title" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL,
	"updated_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"provider" text,
	"sync_leads_enabled" smallint DEFAULT 1 NOT NULL,
	"auto_create_accounts" smallint DEFAULT 1 NOT NULL,
	"auto_create_contacts" smallint DEFAULT 1 NOT NULL,
	"include_linkedin_profile" smallint DEFAULT 0 NOT NULL,
	"field_mappings" text DEFAULT '[]' NOT NULL,
	"last_sync_at" bigint,
	"updated_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_counts" (
	"owner_id" text NOT NULL,
	"provider" text NOT NULL,
	"connection_id" text NOT NULL,
	"synced" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_sync_counts_pkey" PRIMARY KEY("owner_id","provider","connection_id")
);
--> statement-breakpoint
CREATE TABLE "crm_sync_links" (
	"owner_id" text NOT NULL,
	"local_kind" text NOT NULL,
	"local_id" text NOT NULL,
	"provider" text NOT NULL,
	"connection_id" text NOT NULL,
	"external_id" text,
	"synced_version" bigint,
	"synced_at" bigint,
	"failed_version" bigint,
	"failed_at" bigint,
	"last_error" text,
	CONSTRAINT "crm_sync_links_pkey" PRIMARY KEY("owner_id","local_kind","local_id","provider","connection_id")
);
--> statement-breakpoint
CREATE TABLE "demo_dns_records" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"priority" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_signatures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" bigint,
	"response_body" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "imap_cursors" (
	"mailbox_id" text PRIMARY KEY NOT NULL,
	"uid_validity" text NOT NULL,
	"last_uid" bigint NOT NULL,
	"last_polled_at" bigint,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "impersonation_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"admin_email" text DEFAULT '' NOT NULL,
	"target_user_id" text,
	"target_email" text NOT NULL,
	"action" text NOT NULL,
	"procedure" text,
	"ip_address" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"admin_session_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"mailbox_id" text,
	"source" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text DEFAULT '[]' NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"classification" text NOT NULL,
	"bounced_recipients" text DEFAULT '[]' NOT NULL,
	"outbox_message_id" text,
	"scheduled_step_id" text,
	"enrollment_id" text,
	"prospect_id" text,
	"signaled_at" bigint,
	"read_at" bigint,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"run_at" bigint NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"max_attempts" bigint NOT NULL,
	"last_error" text,
	"lease_owner" text,
	"lease_until" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"finished_at" bigint,
	CONSTRAINT "jobs_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "lead_counts" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"prospects" bigint DEFAULT 0 NOT NULL,
	"companies" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "limit_counters_pkey" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "linkedin_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"external_account_id" text,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_until" bigint,
	"pause_reason" text,
	"warmup_started_on" text NOT NULL,
	"next_action_at" bigint,
	"sync_cursor" text,
	"last_synced_at" bigint,
	"connector_state" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "linkedin_accounts_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
CREATE TABLE "linkedin_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"account_id" text NOT NULL,
	"enrollment_id" text,
	"scheduled_step_id" text,
	"prospect_id" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"profile_url" text NOT NULL,
	"text" text,
	"external_id" text,
	"note" text,
	"at" bigint NOT NULL,
	"accepted_at" bigint,
	CONSTRAINT "linkedin_actions_scheduled_step_id_unique" UNIQUE("scheduled_step_id")
);
--> statement-breakpoint
CREATE TABLE "linkedin_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"prospect_id" text,
	"external_chat_id" text NOT NULL,
	"profile_url" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"unread_count" bigint DEFAULT 0 NOT NULL,
	"last_message_at" bigint NOT NULL,
	"last_message_text" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"external_message_id" text,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"note" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linkedin_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"operating_days" text NOT NULL,
	"excluded_days" text NOT NULL,
	"contact_info" text NOT NULL,
	"warmup_enabled" smallint DEFAULT 0 NOT NULL,
	"start_end_limit" text NOT NULL,
	"increase_by" bigint NOT NULL,
	"warmup_period" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_address" text NOT NULL,
	"connection_id" text,
	"smtp_host" text,
	"smtp_port" bigint,
	"smtp_security" text,
	"smtp_username" text,
	"smtp_password_sealed" text,
	"imap_host" text,
	"imap_port" bigint,
	"imap_security" text,
	"imap_username" text,
	"imap_password_sealed" text,
	"daily_cap" bigint NOT NULL,
	"min_gap_seconds" bigint NOT NULL,
	"jitter_seconds" bigint NOT NULL,
	"warmup_enabled" smallint DEFAULT 0 NOT NULL,
	"warmup_start_limit" bigint NOT NULL,
	"warmup_increase_by" bigint NOT NULL,
	"warmup_period" bigint NOT NULL,
	"warmup_started_on" text,
	"status" text DEFAULT 'active' NOT NULL,
	"last_error" text,
	"last_tested_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_addresses" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"attachments" text DEFAULT '[]' NOT NULL,
	"message_id" text,
	"in_reply_to" text,
	"headers" text DEFAULT '{}' NOT NULL,
	"mailbox_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"excluded_days" text NOT NULL,
	"excluded_dates" text DEFAULT '[]' NOT NULL,
	"use_prospect_time_zone" smallint DEFAULT 1 NOT NULL,
	"daily_cap" bigint NOT NULL,
	"min_gap_seconds" bigint NOT NULL,
	"jitter_seconds" bigint NOT NULL,
	"warmup_enabled" smallint DEFAULT 0 NOT NULL,
	"warmup_start_limit" bigint NOT NULL,
	"warmup_increase_by" bigint NOT NULL,
	"warmup_period" bigint NOT NULL,
	"warmup_started_on" text,
	"unsubscribe_line" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"from_role" text NOT NULL,
	"to_role" text NOT NULL,
	"period" text,
	"source" text NOT NULL,
	"actor_id" text,
	"event_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_day_counts" (
	"owner_id" text NOT NULL,
	"day" bigint NOT NULL,
	"added" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "prospect_day_counts_pkey" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"company_id" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"personality_type" text,
	"engagement_guide" text,
	"time_zone" text,
	"created_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL,
	"updated_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_crm_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"object" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"length" bigint,
	"description" text DEFAULT '' NOT NULL,
	"group_name" text,
	"options" text DEFAULT '[]' NOT NULL,
	"created_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_crm_orgs" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"simulated_failure" text,
	CONSTRAINT "sandbox_crm_orgs_pkey" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "sandbox_crm_records" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"object" text NOT NULL,
	"data" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"subscription_id" text NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"period_start" bigint NOT NULL,
	"period_end" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"paid_at" bigint,
	CONSTRAINT "sandbox_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "scheduled_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"sequence_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"step_id" text NOT NULL,
	"variant_id" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" bigint NOT NULL,
	"message_id" text,
	"mailbox_id" text,
	"note" text,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" bigint,
	"done_at" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "scheduled_steps_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "search_owner_keys" (
	"key" bigint PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "search_owner_keys_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" text NOT NULL,
	CONSTRAINT "search_owner_keys_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
CREATE TABLE "sending_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"domain" text NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_private_key_sealed" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"record_checks" text NOT NULL,
	"verified_at" bigint,
	"last_checked_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_enrollments" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"sequence_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"finish_reason" text,
	"time_zone" text NOT NULL,
	"variant_slot" bigint DEFAULT 0 NOT NULL,
	"mailbox_id" text,
	"enrolled_at" bigint NOT NULL,
	"finished_at" bigint,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_events" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"sequence_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"step_id" text,
	"variant_id" text,
	"kind" text NOT NULL,
	"detail" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_step_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"step_id" text NOT NULL,
	"label" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence_id" text NOT NULL,
	"position" bigint NOT NULL,
	"kind" text NOT NULL,
	"delay_days" bigint DEFAULT 0 NOT NULL,
	"business_days" smallint DEFAULT 1 NOT NULL,
	"same_thread" smallint DEFAULT 0 NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"stop_for_company" smallint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"created_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL,
	"last_active_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL,
	"two_factor_verified_at" bigint
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"plan" text,
	"period" text,
	"status" text,
	"current_period_end" bigint,
	"grace_until" bigint,
	"cancel_at_period_end" smallint DEFAULT 0 NOT NULL,
	"last_event_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "subscriptions_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "subscriptions_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
CREATE TABLE "suppressed_addresses" (
	"owner_id" text NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "suppressed_addresses_pkey" PRIMARY KEY("owner_id","email")
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"team_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"accepted_at" bigint,
	"accepted_by" text,
	CONSTRAINT "team_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"admin" smallint DEFAULT 0 NOT NULL,
	"joined_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"team_name" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"failed_attempts" bigint DEFAULT 0 NOT NULL,
	"via_sign_in_link" smallint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_credentials" (
	"user_id" text PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"confirmed_at" bigint,
	"last_used_step" bigint,
	"failed_codes" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_config_key" text NOT NULL,
	"connection_id" text NOT NULL,
	"added_date" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"image" text,
	"role" text DEFAULT 'Free' NOT NULL,
	"tier" text DEFAULT 'Free' NOT NULL,
	"trial_end_date" bigint,
	"is_deactivated" smallint DEFAULT 0 NOT NULL,
	"has_access" smallint,
	"theme" text,
	"time_zone" text,
	"email_verified_at" bigint,
	"created_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL,
	"updated_at" bigint DEFAULT ((floor(extract(epoch from statement_timestamp())))::bigint) NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"response_status" bigint,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"last_attempt_at" bigint,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"url" text NOT NULL,
	"events" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" text NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_access_settings" ADD CONSTRAINT "api_access_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_rate_limit_counters" ADD CONSTRAINT "api_rate_limit_counters_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_settings" ADD CONSTRAINT "calendar_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_settings" ADD CONSTRAINT "crm_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_counts" ADD CONSTRAINT "crm_sync_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_links" ADD CONSTRAINT "crm_sync_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_dns_records" ADD CONSTRAINT "demo_dns_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_signatures" ADD CONSTRAINT "email_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imap_cursors" ADD CONSTRAINT "imap_cursors_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_grants" ADD CONSTRAINT "impersonation_grants_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_grants" ADD CONSTRAINT "impersonation_grants_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_scheduled_step_id_scheduled_steps_id_fk" FOREIGN KEY ("scheduled_step_id") REFERENCES "public"."scheduled_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_counts" ADD CONSTRAINT "lead_counts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_accounts" ADD CONSTRAINT "linkedin_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_actions" ADD CONSTRAINT "linkedin_actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_actions" ADD CONSTRAINT "linkedin_actions_account_id_linkedin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."linkedin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_actions" ADD CONSTRAINT "linkedin_actions_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_actions" ADD CONSTRAINT "linkedin_actions_scheduled_step_id_scheduled_steps_id_fk" FOREIGN KEY ("scheduled_step_id") REFERENCES "public"."scheduled_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_actions" ADD CONSTRAINT "linkedin_actions_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_conversations" ADD CONSTRAINT "linkedin_conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_conversations" ADD CONSTRAINT "linkedin_conversations_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD CONSTRAINT "linkedin_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD CONSTRAINT "linkedin_messages_conversation_id_linkedin_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."linkedin_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_settings" ADD CONSTRAINT "linkedin_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_settings" ADD CONSTRAINT "outreach_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_crm_fields" ADD CONSTRAINT "sandbox_crm_fields_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_crm_orgs" ADD CONSTRAINT "sandbox_crm_orgs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_crm_records" ADD CONSTRAINT "sandbox_crm_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_invoices" ADD CONSTRAINT "sandbox_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_step_id_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_variant_id_sequence_step_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."sequence_step_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_steps" ADD CONSTRAINT "scheduled_steps_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sending_domains" ADD CONSTRAINT "sending_domains_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrollments" ADD CONSTRAINT "sequence_enrollments_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_events" ADD CONSTRAINT "sequence_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_events" ADD CONSTRAINT "sequence_events_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_events" ADD CONSTRAINT "sequence_events_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_events" ADD CONSTRAINT "sequence_events_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_step_variants" ADD CONSTRAINT "sequence_step_variants_step_id_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_addresses" ADD CONSTRAINT "suppressed_addresses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_credentials" ADD CONSTRAINT "two_factor_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_integrations" ADD CONSTRAINT "user_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_owner_start_unique" ON "bookings" USING btree ("owner_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_owner_end_idx" ON "bookings" USING btree ("owner_id","end_at");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_sent_idx" ON "chat_messages" USING btree ("chat_id","sent_at");--> statement-breakpoint
CREATE INDEX "chats_owner_list_idx" ON "chats" USING btree ("owner_id","list");--> statement-breakpoint
CREATE INDEX "companies_owner_name_idx" ON "companies" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "companies_owner_created_idx" ON "companies" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_owner_domain_idx" ON "companies" USING btree ("owner_id","domain");--> statement-breakpoint
CREATE INDEX "demo_dns_records_owner_name_idx" ON "demo_dns_records" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "impersonation_audit_created_idx" ON "impersonation_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "impersonation_grants_session_idx" ON "impersonation_grants" USING btree ("admin_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_owner_message_id_idx" ON "inbound_messages" USING btree ("owner_id","message_id");--> statement-breakpoint
CREATE INDEX "inbound_outbox_message_idx" ON "inbound_messages" USING btree ("outbox_message_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_owner_received_idx" ON "inbound_messages" USING btree ("owner_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_prospect_idx" ON "inbound_messages" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "limit_counters_window_idx" ON "limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "linkedin_actions_owner_at_idx" ON "linkedin_actions" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "linkedin_actions_prospect_idx" ON "linkedin_actions" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "linkedin_actions_owner_kind_status_idx" ON "linkedin_actions" USING btree ("owner_id","kind","status","profile_url");--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_conversations_owner_chat_idx" ON "linkedin_conversations" USING btree ("owner_id","external_chat_id");--> statement-breakpoint
CREATE INDEX "linkedin_conversations_owner_last_idx" ON "linkedin_conversations" USING btree ("owner_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "linkedin_conversations_prospect_idx" ON "linkedin_conversations" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linkedin_messages_external_idx" ON "linkedin_messages" USING btree ("conversation_id","external_message_id");--> statement-breakpoint
CREATE INDEX "linkedin_messages_conversation_at_idx" ON "linkedin_messages" USING btree ("conversation_id","at","id");--> statement-breakpoint
CREATE INDEX "linkedin_messages_owner_status_idx" ON "linkedin_messages" USING btree ("owner_id","status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_owner_address_idx" ON "mailboxes" USING btree ("owner_id","from_address");--> statement-breakpoint
CREATE INDEX "mailboxes_owner_created_idx" ON "mailboxes" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_owner_created_idx" ON "outbox_messages" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_idx" ON "outbox_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_mailbox_created_idx" ON "outbox_messages" USING btree ("mailbox_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_changes_user_idx" ON "plan_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prospects_owner_created_idx" ON "prospects" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_last_name_idx" ON "prospects" USING btree ("owner_id","last_name","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_status_idx" ON "prospects" USING btree ("owner_id","status","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_status_created_idx" ON "prospects" USING btree ("owner_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_email_idx" ON "prospects" USING btree ("owner_id","email","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_title_idx" ON "prospects" USING btree ("owner_id","title","created_at","id");--> statement-breakpoint
CREATE INDEX "prospects_owner_linkedin_idx" ON "prospects" USING btree ("owner_id","linkedin_url");--> statement-breakpoint
CREATE INDEX "prospects_company_created_idx" ON "prospects" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_crm_fields_name_idx" ON "sandbox_crm_fields" USING btree ("user_id","provider","object","name");--> statement-breakpoint
CREATE INDEX "sandbox_crm_records_owner_idx" ON "sandbox_crm_records" USING btree ("user_id","provider","object");--> statement-breakpoint
CREATE INDEX "sandbox_invoices_user_idx" ON "sandbox_invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_steps_status_due_idx" ON "scheduled_steps" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_steps_enrollment_idx" ON "scheduled_steps" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "scheduled_steps_owner_status_due_idx" ON "scheduled_steps" USING btree ("owner_id","status","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_steps_owner_status_done_idx" ON "scheduled_steps" USING btree ("owner_id","status","done_at");--> statement-breakpoint
CREATE INDEX "scheduled_steps_mailbox_status_done_idx" ON "scheduled_steps" USING btree ("mailbox_id","status","done_at");--> statement-breakpoint
CREATE INDEX "scheduled_steps_message_id_idx" ON "scheduled_steps" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "scheduled_steps_prospect_idx" ON "scheduled_steps" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sending_domains_owner_domain_idx" ON "sending_domains" USING btree ("owner_id","domain");--> statement-breakpoint
CREATE INDEX "sending_domains_checked_idx" ON "sending_domains" USING btree ("last_checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_enrollments_sequence_prospect_idx" ON "sequence_enrollments" USING btree ("sequence_id","prospect_id");--> statement-breakpoint
CREATE INDEX "sequence_enrollments_prospect_status_idx" ON "sequence_enrollments" USING btree ("prospect_id","status");--> statement-breakpoint
CREATE INDEX "sequence_enrollments_sequence_status_idx" ON "sequence_enrollments" USING btree ("sequence_id","status","id");--> statement-breakpoint
CREATE INDEX "sequence_events_sequence_kind_idx" ON "sequence_events" USING btree ("sequence_id","kind","step_id");--> statement-breakpoint
CREATE INDEX "sequence_events_prospect_at_idx" ON "sequence_events" USING btree ("prospect_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_step_variants_label_idx" ON "sequence_step_variants" USING btree ("step_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_steps_position_idx" ON "sequence_steps" USING btree ("sequence_id","position");--> statement-breakpoint
CREATE INDEX "sequences_owner_created_idx" ON "sequences" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_invites_team_idx" ON "team_invites" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user_idx" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_challenges_user_idx" ON "two_factor_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_recovery_codes_user_hash_idx" ON "two_factor_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_integrations_user_provider_idx" ON "user_integrations" USING btree ("user_id","provider_config_key");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_owner_idx" ON "webhook_endpoints" USING btree ("owner_id","created_at");