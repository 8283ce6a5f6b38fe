// The Cards tab of /issuing: the cards of the current mode, the refresh tip of spec section 8, and "Issue card".
import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RefreshTip } from '../../components/list/RefreshTip';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { cardListConfig } from '../../components/issuing/cardListConfig';

export default function CardList() {
  const translate = useTranslate();
  const config = useMemo(() => cardListConfig({ typeLabel: (t) => translate(`app.issuing.cardType.${t}`) }), [translate]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Typography color="text.secondary">{translate('app.issuing.cardsSubtitle')}</Typography>
        <CreateButton resource="cards" label="app.issuing.issueCard" testId="card-add" />
      </Stack>
      <ResourceListPage config={config} before={<RefreshTip />} />
    </Stack>
  );
}
