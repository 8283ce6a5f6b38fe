// The webhooks section of the OpenAPI document (`x-webhooks`, as OpenAPI 3.0 tools read it): one entry per event
// type of the catalogue, with the body a delivery carries (the Standard Webhooks envelope around the object as the
// event wrote it) and its signature headers; and a verification snippet for Node.
import { z } from 'zod';
import { topupRecord } from '../../domain/balance/records';
import { disputeRecord } from '../../domain/disputes/records';
import { invoiceRecord } from '../../domain/invoices/records';
import { paymentLinkRecord } from '../../domain/payment-links/records';
import { paymentRecord, refundRecord } from '../../domain/payment-records';
import { beneficiaryRecord, payoutRecord } from '../../domain/payouts/records';
import { reportRecord } from '../../domain/reports/records';
import { settlementRecord } from '../../domain/settlements/records';
import { smartIncomingRecord, smartMoveRecord, smartTransferRecord } from '../../domain/smart-account/records';
import { couponRecord, planRecord, subscriptionRecord } from '../../domain/subscriptions/records';
import { memberTierRecord } from '../../domain/subscriptions/membership';
import { cardholderRecord } from '../../domain/issuing/cardholders';
import { cardRecord } from '../../domain/issuing/cards';
import { authorizationRecord, transactionRecord } from '../../domain/issuing/authorizations';
import { issuingFundingRecord } from '../../domain/issuing/balance';
import { serviceMessageRecord, serviceRequestRecord } from '../../domain/service-requests/records';
import { EVENT_CATALOGUE, type EventObject } from '../../domain/webhooks/event-types';

const OBJECTS: Record<EventObject, z.ZodType> = {
  payment: paymentRecord,
  refund: refundRecord,
  invoice: invoiceRecord,
  payment_link: paymentLinkRecord,
  dispute: disputeRecord,
  topup: topupRecord,
  settlement: settlementRecord,
  report: reportRecord,
  beneficiary: beneficiaryRecord,
  payout: payoutRecord,
  coupon: couponRecord,
  plan: planRecord.omit({ checkoutToken: true }),
  subscription: subscriptionRecord,
  member_tier: memberTierRecord,
  smart_account_transfer: smartTransferRecord,
  smart_account_incoming: smartIncomingRecord,
  smart_account_move: smartMoveRecord,
  issuing_cardholder: cardholderRecord,
  issuing_card: cardRecord,
  gateway: z.object({ provider: z.string(), merchantId: z.string(), secretChanged: z.boolean(), previousProvider: z.string().nullable(), updatedBy: z.string().nullable() }),
  issuing_authorization: authorizationRecord,
  issuing_transaction: transactionRecord,
  issuing_balance: issuingFundingRecord,
  /** service_request.message carries the message; the others the request as it became. */
  service_request: z.union([serviceRequestRecord, serviceMessageRecord]),
  payment_methods: z.object({ cardBrands: z.record(z.string(), z.boolean()), previous: z.record(z.string(), z.boolean()), updatedBy: z.string().nullable() }),
};

export const VERIFY_SNIPPET_NODE = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.WEBHOOK_SECRET); // whsec_... from the endpoint's page
// In your route, with the raw body (not re-serialised JSON):
const event = wh.verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
}); // throws when the signature or the timestamp (5 minutes) does not match`;

const header = (description: string) => ({ required: true, schema: { type: 'string' }, description });

function jsonSchemaOf(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'output' });
  } catch {
    return { type: 'object' };
  }
}

export function webhookDocs(): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [object, types] of Object.entries(EVENT_CATALOGUE) as [EventObject, readonly string[]][]) {
    const data = jsonSchemaOf(OBJECTS[object]);
    for (const type of types) {
      entries.push([
        type,
        {
          post: {
            summary: type,
            description: `Sent to endpoints subscribed to ${type} (or *). Verify the signature before trusting it:\n\n\`\`\`js\n${VERIFY_SNIPPET_NODE}\n\`\`\``,
            parameters: [
              { in: 'header', name: 'webhook-id', ...header('The delivery id, the same on every retry: use it to ignore duplicates') },
              { in: 'header', name: 'webhook-timestamp', ...header('Seconds since the epoch when this attempt was signed') },
              { in: 'header', name: 'webhook-signature', ...header('v1,<base64 HMAC-SHA256>, one per active secret, space separated') },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id', 'type', 'timestamp', 'livemode', 'data'],
                    properties: {
                      id: { type: 'string', description: 'The event id' },
                      type: { type: 'string', enum: [type] },
                      timestamp: { type: 'string', format: 'date-time' },
                      livemode: { type: 'boolean' },
                      data: data,
                    },
                  },
                },
              },
            },
            responses: { '2XX': { description: 'Received. Anything else (or no answer in 10 s) is retried for up to 3 days.' } },
          },
        },
      ]);
    }
  }
  return Object.fromEntries(entries);
}
