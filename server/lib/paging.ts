// The shapes a list page and an export batch are asked in, shared by the repositories that read them and the HTTP
// layer that parses them (server/http/simple-rest.ts): no parsing here, only the types and the page limit.

export const MAX_PAGE_SIZE = 500;
export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery<F, S extends string> {
  filter: F;
  /** The ids of a getMany call (`filter={"id":[...]}`), when given. */
  ids?: string[];
  sort: { field: S; order: SortOrder };
  offset: number;
  limit: number;
}

/** Where the previous export batch ended. The timestamp is PostgreSQL's own text, so microseconds survive the trip. */
export interface Cursor {
  createdAt: string;
  id: string;
}
