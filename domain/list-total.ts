// How filtered lists count (server/repositories/list-total.ts): exactly up to this many matching rows, estimated
// above; the pager says "about" for an estimate.
export const EXACT_TOTAL_CAP = 1000;
