import { z } from 'zod';

/** Every event an outgoing webhook endpoint can subscribe to (Settings, API Access, Webhooks). */
export const webhookEventTypes = [
  'enrollment.started',
  'enrollment.finished',
  'email.sent',
  'reply.received',
  'reply.classified',
  'email.bounced',
  'prospect.unsubscribed',
  'meeting.booked',
  'prospect.created',
  'prospect.updated',
  'call.completed',
] as const;

export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event "Send test event" sends; endpoints receive it whatever they subscribe to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'ping';

/** What each event type means, for the event checkboxes. */
export const webhookEventDescriptions: Record<WebhookEventType, string> = {
  'enrollment.started': 'A prospect was enrolled in a sequence',
  'enrollment.finished': 'A prospect finished a sequence (completed, replied, bounced, removed...)',
  'email.sent': 'A sequence email was sent',
  'reply.received': 'A prospect replied',
  'reply.classified':
    'A reply was sorted (interested, out of office, not now, unsubscribe...) or its class corrected',
  'email.bounced': 'A sequence email bounced',
  'prospect.unsubscribed': 'A prospect unsubscribed',
  'meeting.booked': 'A prospect booked a meeting',
  'prospect.created': 'A prospect was created',
  'prospect.updated': 'A prospect was updated',
  'call.completed': 'A call was logged with its disposition (Power Dialer)',
};

export const WEBHOOK_URL_REQUIRED = 'Please enter the endpoint URL';
export const WEBHOOK_URL_INVALID = 'Enter a URL such as https://example.com/webhooks/leadpath';
export const WEBHOOK_EVENTS_REQUIRED = 'Please select at least one event';
export const WEBHOOK_URL_MAX_LENGTH = 2048;

export const webhookUrlSchema = z
  .string({ error: WEBHOOK_URL_REQUIRED })
  .trim()
  .min(1, WEBHOOK_URL_REQUIRED)
  .max(WEBHOOK_URL_MAX_LENGTH, `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_URL_INVALID);

export const webhookEventsSchema = z
  .array(z.enum(webhookEventTypes, { error: 'Unknown event type' }), { error: WEBHOOK_EVENTS_REQUIRED })
  .min(1, WEBHOOK_EVENTS_REQUIRED)
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  id: z.string().min(1),
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

export const webhookIdSchema = z.object({ id: z.string().min(1) });

/** An endpoint's delivery log; `limit` may come as a query parameter (text). */
export const webhookDeliveriesSchema = z.object({
  id: z.string().min(1),
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a number from 1 to 100')
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .optional(),
});

/** A delivery to send again, by its id. */
export const redeliverWebhookSchema = z.object({ id: z.string().min(1) });
