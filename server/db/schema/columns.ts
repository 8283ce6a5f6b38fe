// Column helpers shared by the schema files (not re-exported from the schema index: they are not tables).
import { bigint } from 'drizzle-orm/pg-core';

/** Minor units as a JS bigint: exact whatever the size; converted to a checked number at the API edge. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
