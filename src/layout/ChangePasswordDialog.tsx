// The account menu's "Change password" dialog. Its form (with the password rules' zod schema) is a chunk of its own,
// loaded when the dialog first opens: every signed-in page has the menu, few open it.
import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../loading/PageLoading';

const ChangePasswordForm = lazy(() => import('../components/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title" sx={{ pr: 6 }}>
        {translate('app.account.changePassword')}
        <IconButton aria-label={translate('app.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '4px !important' }}>
        {open && (
          <Suspense fallback={<PageLoading />}>
            <ChangePasswordForm onDone={onClose} fullWidthSubmit />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
