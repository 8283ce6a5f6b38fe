// The ra-data-simple-rest list protocol for every resource: `sort=["field","ASC"]`, `range=[a,b]`, `filter={...}`
// parsed and allow-listed per resource, and the `Content-Range: <resource> a-b/total` answer header.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { paymentMessage } from '../../domain/payment-messages';
import { AppError } from '../lib/errors';
import { MAX_PAGE_SIZE, type ListQuery, type SortOrder } from '../lib/paging';
import { firstBadField } from '../plugins/input-guard';

export { MAX_PAGE_SIZE, type ListQuery, type SortOrder };

/** The raw query string of a list call; each part is JSON, parsed by parseListQuery. */
export const listQuerystring = z.object({
  sort: z
    .string()
    .max(200)
    .optional()
    .describe('["field","ASC"|"DESC"]; "id" (react-admin\'s default sort) means creation order'),
  range: z.string().max(100).optional(),
  filter: z.string().max(8000).optional(),
});
export type ListQuerystring = z.infer<typeof listQuerystring>;

export interface ListSpec<F extends z.ZodType, S extends string> {
  resource: string;
  /** A strict object schema: its keys are the allowed filter fields. `id` (getMany) is always allowed. */
  filter: F;
  sortFields: readonly S[];
  /** What a sort by `id` means (react-admin's default when a list names none): creation order by default. */
  idSort?: S;
  defaultSort: readonly [S, SortOrder];
  maxPageSize?: number;
}

function invalid(message: string, field: string, key: Parameters<typeof paymentMessage>[0]): AppError {
  return new AppError(400, message, { [field]: paymentMessage(key) });
}

function parseJson(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return invalid(`The ${field} parameter is not valid JSON.`, field, 'list_query_invalid');
  }
}

const idsSchema = z.union([z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(MAX_PAGE_SIZE)]);

export function parseFilter<F extends z.ZodType>(schema: F, raw: string | undefined): { filter: z.output<F>; ids?: string[] } {
  const json = raw === undefined || raw === '' ? {} : parseJson(raw, 'filter');
  if (json instanceof AppError) throw json;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw invalid('The filter parameter must be a JSON object.', 'filter', 'list_query_invalid');
  }
  const bad = firstBadField(json, 'filter');
  if (bad) throw invalid('The filter holds a value that cannot be stored or is nested too deeply.', bad.field, 'list_query_invalid');
  const { id, ...rest } = json as Record<string, unknown>;
  let ids: string[] | undefined;
  if (id !== undefined) {
    const parsed = idsSchema.safeParse(id);
    if (!parsed.success) throw invalid('The id filter must be an id or a list of ids.', 'filter.id', 'list_query_invalid');
    ids = typeof parsed.data === 'string' ? [parsed.data] : parsed.data;
  }
  const result = schema.safeParse(rest);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue.code === 'unrecognized_keys') {
      const name = issue.keys[0];
      throw invalid(`The list cannot be filtered by "${name}".`, `filter.${name}`, 'filter_field_unsupported');
    }
    const name = issue.path.map(String).join('.');
    throw invalid(`The filter value of "${name}" is not valid.`, `filter.${name}`, 'list_query_invalid');
  }
  return { filter: result.data, ids };
}

/** Ids are random, so a sort by id sorts by the resource's creation order (ties are broken by id in every list). */
function idSortOf<S extends string>(spec: ListSpec<z.ZodType, S>): S | undefined {
  if (spec.idSort) return spec.idSort;
  return (spec.sortFields as readonly string[]).includes('createdAt') ? ('createdAt' as S) : undefined;
}

function parseSort<S extends string>(spec: ListSpec<z.ZodType, S>, raw: string | undefined): { field: S; order: SortOrder } {
  if (raw === undefined || raw === '') return { field: spec.defaultSort[0], order: spec.defaultSort[1] };
  const json = parseJson(raw, 'sort');
  if (json instanceof AppError) throw json;
  const parsed = z.tuple([z.string(), z.string()]).safeParse(json);
  if (!parsed.success) throw invalid('The sort parameter must be ["field","ASC" or "DESC"].', 'sort', 'list_query_invalid');
  const [asked, order] = parsed.data;
  const field = asked === 'id' ? idSortOf(spec) ?? asked : asked;
  if (!(spec.sortFields as readonly string[]).includes(field)) {
    throw invalid(`The list cannot be sorted by "${field}".`, 'sort', 'sort_field_unsupported');
  }
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw invalid('The sort order must be ASC or DESC.', 'sort', 'list_query_invalid');
  return { field: field as S, order: upper };
}

function parseRange(raw: string | undefined, max: number): { offset: number; limit: number } {
  if (raw === undefined || raw === '') return { offset: 0, limit: max };
  const json = parseJson(raw, 'range');
  if (json instanceof AppError) throw json;
  const parsed = z.tuple([z.number().int().min(0).max(1e9), z.number().int().min(0).max(1e9)]).safeParse(json);
  if (!parsed.success || parsed.data[1] < parsed.data[0] || parsed.data[1] - parsed.data[0] + 1 > max) {
    throw invalid(`The range must be [first, last] with at most ${max} rows.`, 'range', 'range_invalid');
  }
  return { offset: parsed.data[0], limit: parsed.data[1] - parsed.data[0] + 1 };
}

export function parseListQuery<F extends z.ZodType, S extends string>(
  spec: ListSpec<F, S>,
  query: ListQuerystring,
): ListQuery<z.output<F>, S> {
  const { filter, ids } = parseFilter(spec.filter, query.filter);
  const sort = parseSort(spec, query.sort);
  const range = parseRange(query.range, spec.maxPageSize ?? MAX_PAGE_SIZE);
  return { filter, ids, sort, ...range };
}

export const EXPOSED_HEADERS = 'Content-Range, X-Total-Count, X-Total-Estimated, Content-Disposition';

/**
 * Sends a list page with its Content-Range (and X-Total-Count; `X-Total-Estimated: true` when the total is an
 * estimate, see server/repositories/list-total.ts). Sent through `reply.compress` (same serializer):
 * @fastify/compress's own hook skips any answer with a Content-Range, which it takes for a byte range, and so would
 * leave every list uncompressed. Handlers return the reply it answers.
 */
export function sendList<T>(reply: FastifyReply, resource: string, rows: T[], offset: number, total: number, estimated = false): FastifyReply {
  const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
  reply.header('Content-Range', `${resource} ${range}/${total}`);
  reply.header('X-Total-Count', String(total));
  if (estimated) reply.header('X-Total-Estimated', 'true');
  reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  // Serialised by the route's own response schema, as a returned value would be.
  reply.type('application/json; charset=utf-8').compress(reply.serialize(rows));
  return reply;
}
