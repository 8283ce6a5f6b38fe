// Website services (issue 32): what a service request is about and its life. The merchant submits a brief; the
// service team starts it (in_progress) and delivers it. The merchant may cancel only while it is still submitted.
export const SERVICE_KINDS = ['website', 'seo'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SERVICE_REQUEST_STATUSES = ['submitted', 'in_progress', 'delivered', 'canceled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Budget ranges of a brief, in US dollars (the service is priced in USD). */
export const SERVICE_BUDGETS = ['under_1k', '1k_5k', '5k_20k', 'over_20k'] as const;
export type ServiceBudget = (typeof SERVICE_BUDGETS)[number];

/** Where the service team moves a request next (the test-mode simulator takes the same step); null at the end. */
export function nextServiceStatus(status: ServiceRequestStatus): ServiceRequestStatus | null {
  if (status === 'submitted') return 'in_progress';
  if (status === 'in_progress') return 'delivered';
  return null;
}

/** The merchant cancels a request only before the team has started it. */
export const canCancelServiceRequest = (status: ServiceRequestStatus): boolean => status === 'submitted';

/** Messages are written while the request is open (submitted or in progress). */
export const acceptsServiceMessages = (status: ServiceRequestStatus): boolean => status === 'submitted' || status === 'in_progress';

/** The webhook event type a status change writes. */
export const serviceRequestEventType = (status: ServiceRequestStatus): string =>
  status === 'submitted' ? 'service_request.created' : `service_request.${status}`;
