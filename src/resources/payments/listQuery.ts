// The payments list's query defaults, without the page: the list's config and the start-up request
// (src/routing/firstRequests.ts) both read them.

export const PAYMENT_LIST_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** The store key of the list's params: one per route of the list (Transactions and Payments keep their own). */
export const paymentListStoreKey = (routeName: string) => `${routeName}.list`;
