// The wire types of the webhook endpoints API: the endpoint (never its secret, which has a call of its own) and the
// rotation of its signing secret with the overlap the old one keeps signing.
import { z } from 'zod';

const timestamp = z.date();

export const webhookEndpointRecord = z.object({
  id: z.string(),
  livemode: z.boolean(),
  url: z.string(),
  description: z.string().nullable(),
  enabledEvents: z.array(z.string()),
  status: z.enum(['enabled', 'disabled']),
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Until when the previous secret still signs, after a rotation. */
  previousSecretExpiresAt: timestamp.nullable(),
  failingSince: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WebhookEndpointRecord = z.infer<typeof webhookEndpointRecord>;

/** How long the old secret keeps signing after a rotation. */
export const ROTATION_OVERLAPS = { now: 0, '1h': 3600, '24h': 86_400, '7d': 7 * 86_400 } as const;
export type RotationOverlap = keyof typeof ROTATION_OVERLAPS;
export const rotateSecretSchema = z.strictObject({ expireOld: z.enum(Object.keys(ROTATION_OVERLAPS) as [RotationOverlap, ...RotationOverlap[]]).default('24h') });

export const endpointStatusSchema = z.strictObject({ status: z.enum(['enabled', 'disabled']) });

export const webhookDeliveryRecord = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string().nullable(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  test: z.boolean(),
  attempts: z.number().int(),
  nextAttemptAt: timestamp.nullable(),
  lastResponseStatus: z.number().int().nullable(),
  createdAt: timestamp,
});
export type WebhookDeliveryRecord = z.infer<typeof webhookDeliveryRecord>;

export const webhookAttemptRecord = z.object({
  id: z.string(),
  manual: z.boolean(),
  startedAt: timestamp,
  durationMs: z.number().int(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttemptRecord = z.infer<typeof webhookAttemptRecord>;

export const webhookDeliveryDetailRecord = webhookDeliveryRecord.extend({ payload: z.string(), attempts_log: z.array(webhookAttemptRecord) });

export const testEventSchema = z.strictObject({ type: z.string().min(1).max(100) });
export const replaySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  dryRun: z.boolean().default(true),
});
