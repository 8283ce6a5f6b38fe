import { describe, expect, it } from 'vitest';
import { curlCommand, exampleOf, merchantOperations, resourceOfPath, type OpenApiDocument } from './api-reference';

const doc: OpenApiDocument = {
  paths: {
    '/test/api/payments': {
      get: { summary: 'List payments' },
      post: {
        summary: 'Create a payment',
        parameters: [{ in: 'header', name: 'idempotency-key' }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['amount', 'currency', 'card'],
                properties: {
                  amount: { type: 'integer', minimum: 1 },
                  currency: { type: 'string', enum: ['USD', 'EUR'] },
                  card: { type: 'object', properties: { number: { type: 'string' } } },
                  description: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
    '/test/api/webhook-deliveries/{id}/resend': { post: { summary: 'Resend' } },
    '/test/api/team': { get: { summary: 'Team' } },
    '/api/payments': { get: { summary: 'Live list' } },
  },
};

describe('the API reference', () => {
  it('lists the merchant API of one base, by resource, with bodies and idempotency', () => {
    const ops = merchantOperations(doc, '/test/api');
    expect(ops.map((o) => o.id)).toEqual(['GET /payments', 'POST /payments', 'POST /webhook-deliveries/{id}/resend']);
    expect(ops[1]).toMatchObject({ resource: 'payments', idempotent: true, body: { amount: 1000, currency: 'USD', card: { number: 'string' } } });
    expect(ops[0]!.body).toBeUndefined();
    expect(ops[2]!.resource).toBe('webhook-endpoints');
  });

  it('knows which resource a path belongs to', () => {
    expect(resourceOfPath('/payment-links/{id}/deactivate')).toBe('payment-links');
    expect(resourceOfPath('/webhook-event-types')).toBe('webhook-endpoints');
    expect(resourceOfPath('/onboarding')).toBeUndefined();
  });

  it('makes examples from unions, arrays, formats and constants', () => {
    expect(exampleOf({ anyOf: [{ type: 'null' }, { type: 'string', format: 'email' }] })).toBe('jenny@example.com');
    expect(exampleOf({ type: 'array', items: { type: 'boolean' } })).toEqual([true]);
    expect(exampleOf({ type: ['string', 'null'], format: 'date-time' })).toBe('2026-01-01T00:00:00.000Z');
    expect(exampleOf({ const: 'all' })).toBe('all');
    expect(exampleOf({ type: 'integer', minimum: 5000 })).toBe(5000);
  });

  it('writes a curl command a shell runs as is', () => {
    const cmd = curlCommand({ method: 'POST', path: '/refunds', idempotent: true, body: { reason: "it's late" } }, 'https://pay.example', '/test/api', 'sk_test_abc');
    expect(cmd).toBe(
      [
        "curl -X POST 'https://pay.example/test/api/refunds'",
        "  -H 'Authorization: Bearer sk_test_abc'",
        "  -H 'Idempotency-Key: <unique key of this request>'",
        "  -H 'Content-Type: application/json'",
        `  -d '{\n  "reason": "it'\\''s late"\n}'`,
      ].join(' \\\n'),
    );
    expect(curlCommand({ method: 'GET', path: '/payments', idempotent: false, body: undefined }, 'http://localhost:8080', '/api', 'sk_live_x')).toBe(
      "curl 'http://localhost:8080/api/payments' \\\n  -H 'Authorization: Bearer sk_live_x'",
    );
  });
});
