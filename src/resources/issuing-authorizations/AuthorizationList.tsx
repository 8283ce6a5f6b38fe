// The Authorizations tab of /issuing: every purchase on the mode's cards with its decision, and the refresh tip of
// spec section 8.
import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { authorizationListConfig } from '../../components/issuing/authorizationListConfig';
import { RefreshTip } from '../../components/list/RefreshTip';
import { ResourceListPage } from '../../components/list/ResourceListPage';

export default function AuthorizationList() {
  const translate = useTranslate();
  const config = useMemo(() => authorizationListConfig(), []);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('app.issuing.authorizationsSubtitle')}</Typography>
      <ResourceListPage config={config} before={<RefreshTip />} />
    </Stack>
  );
}
