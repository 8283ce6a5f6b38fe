// The Overview tab of /issuing: what the product does and where to start.
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export default function IssuingOverview() {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h3">{translate('app.issuing.overview.title')}</Typography>
          <Typography color="text.secondary">{translate('app.issuing.overview.body')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
