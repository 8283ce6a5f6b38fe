// The confirmation dialog of every action that asks first. A destructive one (money moves, something is deleted,
// voided, deactivated, rotated or given up) opens with the focus on Cancel, so a stray Enter changes nothing, and its
// confirm button is red; any other opens on its confirm button. Same props as react-admin's Confirm.
import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmProps {
  isOpen: boolean;
  loading?: boolean;
  title: string;
  content: ReactNode;
  /** Message key (or text) of the confirm button; default "Confirm". */
  confirm?: string;
  /** Message key (or text) of the cancel button; default "Cancel". */
  cancel?: string;
  /** Focus on Cancel and a red confirm button. */
  destructive?: boolean;
  translateOptions?: Record<string, unknown>;
  titleTranslateOptions?: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
}

export function Confirm({
  isOpen, loading = false, title, content, confirm = 'ra.action.confirm', cancel = 'ra.action.cancel', destructive = false,
  translateOptions = {}, titleTranslateOptions = translateOptions, onConfirm, onClose,
}: ConfirmProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={isOpen} onClose={() => onClose()} aria-labelledby={`${id}-title`} aria-describedby={typeof content === 'string' ? `${id}-body` : undefined} data-testid="confirm-dialog">
      <DialogTitle id={`${id}-title`}>{translate(title, { _: title, ...titleTranslateOptions })}</DialogTitle>
      <DialogContent>
        {typeof content === 'string' ? <DialogContentText id={`${id}-body`}>{translate(content, { _: content, ...translateOptions })}</DialogContentText> : content}
      </DialogContent>
      <DialogActions>
        <Button disabled={loading} onClick={() => onClose()} autoFocus={destructive} data-testid="confirm-cancel">
          {translate(cancel, { _: cancel })}
        </Button>
        <Button
          disabled={loading}
          onClick={(e) => {
            e.stopPropagation();
            onConfirm();
          }}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
          data-testid="confirm-ok"
          className="ra-confirm"
        >
          {translate(confirm, { _: confirm })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
