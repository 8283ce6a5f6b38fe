// A form's full-width submit button, busy while the form submits, and waiting while a file of the page is still
// uploading (the form would be sent without it).
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormState } from 'react-hook-form';
import { useHostTranslate } from '../host/host';
import { useUploading } from './upload/inFlight';

export function SubmitButton({ label, fullWidth = true }: { label: string; fullWidth?: boolean }) {
  const { isSubmitting } = useFormState();
  const uploading = useUploading();
  const translate = useHostTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={isSubmitting || uploading}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {translate(label)}
    </Button>
  );
}
