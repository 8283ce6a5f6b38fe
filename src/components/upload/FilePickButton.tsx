// "Choose a file": a button over a hidden file input, limited to the upload rule's types; the same file may be
// chosen again after a refusal.
import type { ChangeEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { UPLOAD_EXTENSIONS } from '../../../domain/onboarding';

export const UPLOAD_ACCEPT = Object.keys(UPLOAD_EXTENSIONS).map((e) => `.${e}`).join(',');

interface FilePickButtonProps {
  label: ReactNode;
  onFile: (file: File) => void;
  accept?: string;
  disabled?: boolean;
  size?: ButtonProps['size'];
  icon?: ReactNode;
  inputProps?: Record<string, string>;
}

export function FilePickButton({ label, onFile, accept = UPLOAD_ACCEPT, disabled, size, icon = <UploadFileOutlined />, inputProps }: FilePickButtonProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" variant="outlined" size={size} startIcon={icon} disabled={disabled} sx={{ whiteSpace: 'nowrap' }}>
      {label}
      <input hidden type="file" accept={accept} onChange={onChange} disabled={disabled} {...inputProps} />
    </Button>
  );
}
