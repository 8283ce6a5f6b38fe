// What the service pages share: the kind an address is about (/seo and ?kind=seo are SEO, the rest a website) and
// the status chip.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { stripModePrefix } from '../../../domain/routes';
import type { ServiceKind, ServiceRequestStatus } from '../../../domain/service-requests/status';

export function kindOfAddress(pathname: string, search: string): ServiceKind {
  if (new URLSearchParams(search).get('kind') === 'seo') return 'seo';
  return stripModePrefix(pathname).path.toLowerCase() === '/seo' ? 'seo' : 'website';
}

const COLOR: Record<ServiceRequestStatus, 'info' | 'warning' | 'success' | 'default'> = { submitted: 'info', in_progress: 'warning', delivered: 'success', canceled: 'default' };

export function ServiceStatusChip({ status }: { status: ServiceRequestStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} variant={status === 'canceled' ? 'outlined' : 'filled'} label={translate(`app.services.status.${status}`)} />;
}
