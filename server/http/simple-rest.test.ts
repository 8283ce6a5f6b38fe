import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { parseListQuery, type ListSpec } from './simple-rest';

const spec: ListSpec<z.ZodType<{ status?: string }>, 'createdAt' | 'amount'> = {
  resource: 'things',
  filter: z.strictObject({ status: z.enum(['a', 'b']).optional() }),
  sortFields: ['createdAt', 'amount'],
  defaultSort: ['createdAt', 'DESC'],
  maxPageSize: 100,
};

function refusal(query: Record<string, string>) {
  try {
    parseListQuery(spec, query);
  } catch (e) {
    if (e instanceof AppError) return { status: e.statusCode, message: e.messageKey, fields: Object.keys(e.errors ?? {}) };
    throw e;
  }
  throw new Error('not refused');
}

describe('parseListQuery', () => {
  it('reads the simple-rest sort, range and filter', () => {
    expect(parseListQuery(spec, { sort: '["amount","asc"]', range: '[10,19]', filter: '{"status":"a","id":["x","y"]}' })).toEqual({
      filter: { status: 'a' }, ids: ['x', 'y'], sort: { field: 'amount', order: 'ASC' }, offset: 10, limit: 10,
    });
    expect(parseListQuery(spec, {})).toEqual({ filter: {}, ids: undefined, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 100 });
    expect(parseListQuery(spec, { filter: '{"id":"x"}' }).ids).toEqual(['x']);
  });

  it('refuses what is not allowed, naming the field', () => {
    expect(refusal({ sort: '["secret","ASC"]' })).toEqual({ status: 400, message: 'The list cannot be sorted by "secret".', fields: ['sort'] });
    expect(refusal({ filter: '{"secret":1}' })).toEqual({ status: 400, message: 'The list cannot be filtered by "secret".', fields: ['filter.secret'] });
    expect(refusal({ filter: '{"status":"c"}' }).fields).toEqual(['filter.status']);
    expect(refusal({ filter: '[1]' }).fields).toEqual(['filter']);
    expect(refusal({ filter: '{"id":[1]}' }).fields).toEqual(['filter.id']);
    expect(refusal({ range: '[0,100]' }).fields).toEqual(['range']);
    expect(refusal({ range: '[5,4]' }).fields).toEqual(['range']);
    expect(refusal({ range: '[0.5,4]' }).fields).toEqual(['range']);
    expect(refusal({ sort: 'createdAt' }).fields).toEqual(['sort']);
    expect(refusal({ sort: '["amount","UP"]' }).fields).toEqual(['sort']);
  });
});
