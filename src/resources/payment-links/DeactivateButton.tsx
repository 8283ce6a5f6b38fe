// Deactivates a link after confirmation (shared action pattern; hidden without the deactivate code): its checkout
// page stops taking payments; the link and its payments stay.
import { Button } from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useCanAccess, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { useRecordAction } from '../../components/record/useRecordAction';
import type { PaymentLink } from './types';

export function DeactivateButton({ link }: { link: PaymentLink }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payment-links', action: 'deactivate' });
  const { busy, asked, ask, close, confirm } = useRecordAction({
    run: () => dataProvider.deactivatePaymentLink(link.id),
    done: () => 'app.paymentLinks.deactivate.done',
  });
  if (!link.active || !canAccess) return null;
  return (
    <>
      <Button variant="outlined" color="error" size="small" startIcon={<LinkOffOutlined fontSize="small" />} onClick={() => ask('deactivate')} data-testid="link-deactivate">
        {translate('app.paymentLinks.deactivate.button')}
      </Button>
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title="app.paymentLinks.deactivate.title"
        content="app.paymentLinks.deactivate.body"
        confirm="app.paymentLinks.deactivate.confirm"
        destructive
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
