// Front-end error reports (POST /fe/monitor/error), one row each.
import type { DbOrTx } from '../db/client';
import { errorReports } from '../db/schema';

export type NewErrorReport = typeof errorReports.$inferInsert;

export async function insertErrorReport(db: DbOrTx, report: NewErrorReport) {
  await db.insert(errorReports).values(report);
}
