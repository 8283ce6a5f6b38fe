// A form-level message (sign-in failed, link expired); announced to screen readers.
import Alert from '@mui/material/Alert';

export function FormAlert({ message, severity = 'error' }: { message: string | null; severity?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
