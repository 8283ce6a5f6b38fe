// The variant a request is answered in: its mode (the API base) and the host the dashboard was opened on
// (domain/brand.ts), the same inputs the SPA's route context reads (src/hooks/useRouteContext.ts).
import type { FastifyRequest } from 'fastify';
import { brandForHost } from '../../domain/brand';
import type { VariantContext } from '../../domain/routes';

export function requestVariant(request: FastifyRequest): VariantContext {
  const brand = brandForHost(request.host ?? '');
  return { testMode: !request.livemode, isProdHost: brand.isProdHost, regionVariant: brand.regionVariant };
}
