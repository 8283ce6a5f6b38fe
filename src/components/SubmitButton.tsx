// A form's full-width submit button, busy while the form submits.
import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

export function SubmitButton({ label, fullWidth = true }: { label: string; fullWidth?: boolean }) {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {translate(label)}
    </Button>
  );
}
