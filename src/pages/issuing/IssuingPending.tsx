// A tab whose list is not built yet says so, in the user's language, instead of an empty table.
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

export default function IssuingPending() {
  const translate = useTranslate();
  return <Alert severity="info" variant="outlined">{translate('app.issuing.pending')}</Alert>;
}
