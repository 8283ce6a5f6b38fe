// "New ..." of a resource's list: shown only when canAccess allows the resource's create action (the same row of
// domain/action-permissions.ts the server's guard reads), and it opens the spec's create address.
import { Button } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useCanAccess, useNavigate, useTranslate } from 'react-admin';
import { useResourcePath } from './useResourcePath';

export function CreateButton({ resource, label, testId }: { resource: string; label: string; testId?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(pathOf(resource, 'create'))} data-testid={testId ?? `create-${resource}`}>
      {translate(label)}
    </Button>
  );
}
