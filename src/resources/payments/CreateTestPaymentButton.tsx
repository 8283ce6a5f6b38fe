// Test mode only: "Create test payment" opens the dialog that charges a test card through the simulator.
import { useState } from 'react';
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslate } from 'react-admin';
import { CreateTestPaymentDialog } from './CreateTestPaymentDialog';

export function CreateTestPaymentButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen(true)} data-testid="create-test-payment">
        {translate('app.payments.create.button')}
      </Button>
      {open && <CreateTestPaymentDialog onClose={() => setOpen(false)} />}
    </>
  );
}
