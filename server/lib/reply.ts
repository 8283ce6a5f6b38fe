// The envelope of non-resource calls: { code: 200, data, message }.
import { z } from 'zod';

export function ok<T>(data: T, message = 'success') {
  return { code: 200 as const, data, message };
}

/** The response schema of an enveloped call, for OpenAPI and for serialisation (fields not listed never leak). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data, message: z.string() });
}

export const errorSchema = z.object({
  code: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
