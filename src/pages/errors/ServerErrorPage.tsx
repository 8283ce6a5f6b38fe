// /500: the server error page.
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorPage } from './ErrorPage';

export default function ServerErrorPage() {
  const translate = useTranslate();
  return (
    <ErrorPage
      code="app.errors.serverCode"
      title="app.errors.serverTitle"
      body="app.errors.serverBody"
      actions={
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {translate('app.errors.reload')}
        </Button>
      }
    />
  );
}
