// The foot of a dialog that does one thing: Cancel, then the button that does it (contained). Without `onConfirm` the
// button submits the dialog's form; with it, it runs the action. Both are off while the work runs (`busy`), so a
// second click cannot send it twice and Cancel cannot close over a request in flight.
import { Button, DialogActions, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogButtonsProps {
  onCancel: () => void;
  /** The confirm button's words, translated. */
  label: string;
  onConfirm?: () => void;
  busy?: boolean;
  /** Off for another reason than `busy` (the form is not complete yet). */
  disabled?: boolean;
  testId?: string;
  color?: ButtonProps['color'];
}

export function DialogButtons({ onCancel, label, onConfirm, busy = false, disabled = false, testId, color }: DialogButtonsProps) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate('ra.action.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={color}
        onClick={onConfirm}
        disabled={busy || disabled}
        data-testid={testId}
      >
        {label}
      </Button>
    </DialogActions>
  );
}
