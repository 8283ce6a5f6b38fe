// The thank-you of the contact form: on /contact-success for a signed-in merchant, and in place of the form for a
// visitor (the success route is signed-in only by the route table).
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

export function ContactThanks({ backTo }: { backTo: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} data-testid="contact-thanks">
      <Typography color="text.secondary">{translate('app.onboarding.contact.thanksBody')}</Typography>
      <Button component={LinkBase} to={backTo} variant="contained">
        {translate(backTo === '/login' ? 'app.onboarding.contact.backToSignIn' : 'app.onboarding.contact.backToDashboard')}
      </Button>
    </Stack>
  );
}
