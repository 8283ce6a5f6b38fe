// A set of permission codes grouped as the permission tree groups them (domain/team/code-groups.ts): each group under
// its menu entry's name, its codes as chips with their names. A member's page and a role's page show it.
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { groupCodes } from '../../../domain/team/code-groups';

export function CodeGroups({ codes }: { codes: readonly string[] }) {
  const translate = useTranslate();
  const groups = groupCodes(codes);
  if (groups.length === 0) return <Typography variant="body2" color="text.secondary">{translate('app.team.roleList.noCodes')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="code-groups">
      {groups.map((g) => (
        <Box key={g.group} data-testid={`code-group-${g.group}`}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
            {translate(g.group === 'other' ? 'app.team.roleList.otherCodes' : `routes.${g.group}`)}
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
            {g.codes.map((c) => (
              <Chip key={c} size="small" variant="outlined" label={translate(`app.team.codes.${c}`, { _: c })} sx={{ maxWidth: '100%' }} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
