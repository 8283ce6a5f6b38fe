// How a member reads: its status chip.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MemberStatus } from '../../../domain/subscriptions/membership';

const COLOR: Record<MemberStatus, 'success' | 'default'> = { active: 'success', paused: 'default', ended: 'default' };

export function MemberStatusChip({ status }: { status: MemberStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} variant={status === 'active' ? 'filled' : 'outlined'} label={translate(`app.membership.status.${status}`)} data-testid="member-status" />;
}
