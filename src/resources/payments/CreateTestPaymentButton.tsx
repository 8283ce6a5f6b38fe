// Test mode only: "Create test payment" opens the dialog that charges a test card through the simulator. The dialog
// (its form, the zod rules and the card inputs) is a chunk of its own, loaded on the first click: the list's first
// rows do not wait for a form nobody has opened yet. It starts loading when the button is pointed at or focused,
// so it is there by the click.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslate } from 'react-admin';

const loadDialog = () => import('./CreateTestPaymentDialog');
const CreateTestPaymentDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateTestPaymentDialog })));

export function CreateTestPaymentButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        onClick={() => setOpen(true)}
        // Pointing at the button is a good sign a click follows: the dialog starts loading then.
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        data-testid="create-test-payment"
      >
        {translate('app.payments.create.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateTestPaymentDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
