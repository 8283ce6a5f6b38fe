// Which request field a database data error is about. PostgreSQL names the column of a missing value, but not of a
// value too long (22001) or out of range (22003, 22008): there the failed statement (drizzle's error carries its SQL
// text and bind values) tells which bind value broke the rule, and the statement which column that value was for.
// A heuristic behind the schemas, which should have refused the value: it names the field when it can, never guesses
// between several.

interface QueryError {
  query: string;
  params: unknown[];
}

const INT_RANGES: Record<string, [number, number]> = {
  smallint: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** `$n` -> column, from an INSERT's column list and value tuples and from `"column" = $n` assignments. */
export function parameterColumns(query: string): Map<number, string> {
  const columns = new Map<number, string>();
  const insert = /^\s*insert\s+into\s+\S+\s*\(([^)]*)\)\s*values\s*/i.exec(query);
  if (insert) {
    const names = insert[1]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    const rest = query.slice(insert[0].length);
    for (const tuple of rest.matchAll(/\(([^()]*)\)/g)) {
      const items = tuple[1]!.split(',').map((x) => x.trim());
      if (items.length !== names.length) break;
      items.forEach((item, i) => {
        const param = /^\$(\d+)$/.exec(item);
        if (param) columns.set(Number(param[1]), names[i]!);
      });
    }
  }
  for (const m of query.matchAll(/"([a-z_][a-z0-9_]*)"\s*=\s*\$(\d+)/g)) if (!columns.has(Number(m[2]))) columns.set(Number(m[2]), m[1]!);
  return columns;
}

/** Whether a bind value breaks the rule the database named in its message. */
function breaks(value: unknown, code: string, message: string): boolean {
  if (code === '22001') {
    const max = /\((\d+)\)/.exec(message);
    return typeof value === 'string' && max !== null && [...value].length > Number(max[1]);
  }
  if (code === '22003') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value) ? Number(value) : NaN;
    if (Number.isNaN(n)) return false;
    const type = Object.keys(INT_RANGES).find((t) => message.includes(t));
    if (type) return n < INT_RANGES[type]![0] || n > INT_RANGES[type]![1];
    // numeric field overflow: the largest magnitude is the one.
    return Math.abs(n) >= 1e15;
  }
  return false;
}

/** The column the error is about, or undefined when the statement does not tell it (or tells several). */
export function dataErrorColumn(error: unknown): string | undefined {
  let query: QueryError | undefined;
  let pg: { code: string; message: string } | undefined;
  for (let e = error as Record<string, unknown> | undefined, i = 0; e && i < 4; e = e.cause as Record<string, unknown> | undefined, i++) {
    if (!query && typeof e.query === 'string' && Array.isArray(e.params)) query = { query: e.query, params: e.params };
    if (!pg && typeof e.code === 'string' && typeof e.message === 'string') pg = { code: e.code, message: e.message };
  }
  if (!query || !pg) return undefined;
  const columns = parameterColumns(query.query);
  const found = new Set<string>();
  query.params.forEach((value, i) => {
    const column = columns.get(i + 1);
    if (column && breaks(value, pg.code, pg.message)) found.add(column);
  });
  return found.size === 1 ? [...found][0] : undefined;
}
