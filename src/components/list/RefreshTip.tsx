// The refresh tip of spec section 8, shown above lists whose data the network may still be updating.
import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function RefreshTip() {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 2, py: 0.25, alignItems: 'center' }}
      action={
        <Button size="small" disabled={isFetching} onClick={() => void refetch()}>
          {translate('app.list.refreshList')}
        </Button>
      }
    >
      {translate('app.list.refreshTip')}
    </Alert>
  );
}
