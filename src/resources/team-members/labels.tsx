// The /teams rows' shared pieces: a status chip (active, invited, expired) and a member's name over their email.
import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TeamMemberStatus } from '../../../domain/team/list';

const COLORS: Record<TeamMemberStatus, ChipProps['color']> = { active: 'success', invited: 'info', expired: 'default' };

export function TeamStatusChip({ status }: { status: TeamMemberStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`app.team.status.${status}`)} data-testid="member-status" sx={{ fontWeight: 600 }} />;
}

/** The name (or, for an invitation, the address alone) over the email; an address breaks after its @ first. */
export function PersonCell({ nickname, email }: { nickname: string | null; email: string }) {
  const at = email.lastIndexOf('@');
  const address = at < 0 ? email : <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</>;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{nickname ?? address}</Typography>
      {nickname && <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'break-word' }}>{address}</Typography>}
    </Box>
  );
}
