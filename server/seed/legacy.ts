// The demo world's payments of the legacy flow (spec section 4; domain/legacy-flow.ts): in each mode a few of the
// oldest succeeded payments stand at each stage (paid, guaranteed, delivered) and two fully refunded ones show
// Refunded. Only the stage is written: the payments, their money and their ledger stay as seeded.
import { LEGACY_STAGES } from '../../domain/legacy-flow';
import type { DbOrTx } from '../db/client';
import { listPayments, setLegacyStage } from '../repositories/payments';

const PER_STAGE = 3;

export async function seedDemoLegacyPayments(db: DbOrTx, accountId: string) {
  for (const livemode of [false, true]) {
    const scope = { accountId, livemode };
    const oldest = (status: 'succeeded' | 'refunded', limit: number) =>
      listPayments(db, scope, { filter: { status }, sort: { field: 'createdAt', order: 'ASC' }, offset: 0, limit }).then((r) => r.rows.map((p) => p.id));
    const succeeded = await oldest('succeeded', PER_STAGE * LEGACY_STAGES.length);
    for (const [i, stage] of LEGACY_STAGES.entries()) await setLegacyStage(db, scope, succeeded.slice(i * PER_STAGE, (i + 1) * PER_STAGE), stage);
    // Refunded after being guaranteed, and after being delivered.
    const [afterGuarantee, afterDelivery] = await oldest('refunded', 2);
    if (afterGuarantee) await setLegacyStage(db, scope, [afterGuarantee], 'guaranteed');
    if (afterDelivery) await setLegacyStage(db, scope, [afterDelivery], 'delivered');
  }
}
