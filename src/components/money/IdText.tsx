// A record id in monospace with a copy button; long ids are cut in the middle of a table, whole on a detail page.
// In a table row that opens a record, the id is a link to it.
import { Stack, Typography } from '@mui/material';
import { CopyButton } from '../CopyButton';
import { RowLink } from '../list/ListTable';
import { useRowHref } from '../list/rowHref';

export function IdText({ value, copy = true, compact }: { value: string | null | undefined; copy?: boolean; compact?: boolean }) {
  const href = useRowHref();
  if (!value) return <Typography variant="body2">--</Typography>;
  const text = (
    <Typography
      variant="body2"
      title={value}
      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem', ...(compact ? { maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }) }}
    >
      {value}
    </Typography>
  );
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      {href ? <RowLink to={href}>{text}</RowLink> : text}
      {copy && (
        // Inside a clickable table row, copying must not also open the record.
        <span onClick={(e) => e.stopPropagation()}>
          <CopyButton value={value} />
        </span>
      )}
    </Stack>
  );
}
