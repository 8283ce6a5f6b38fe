// A signed-in user whose permissions show no page at all: say so instead of an empty shell.
import { Card, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../hooks/usePageTitle';

export function NoAccess() {
  const translate = useTranslate();
  const title = usePageTitle('app.noAccess.title');
  return (
    <Card sx={{ p: { xs: 3, md: 5 } }} data-testid="no-access">
      <Title title={title} />
      <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{translate('app.noAccess.body')}</Typography>
      </Stack>
    </Card>
  );
}
