// The show and edit views of a record at a spec address (/dashPaymentDetail?id=): react-admin's ShowBase or
// EditBase with the id from the query, and RecordState until the record is there. react-admin's default reaction to
// a failed read (notify and leave for the list) is off: the page says what happened where the record would be.
import type { ReactNode } from 'react';
import { EditBase, ShowBase, useEditContext, useShowContext } from 'react-admin';
import { useQueryParam } from '../../hooks/useQueryParam';
import { RecordState } from './RecordState';

const quiet = { onError: () => undefined };

function ShowStates({ children }: { children: ReactNode }) {
  const { record, isPending, error, refetch } = useShowContext();
  return record ? children : <RecordState isPending={isPending} error={error} onRetry={() => void refetch()} />;
}

function EditStates({ children }: { children: ReactNode }) {
  const { record, isPending, error, refetch } = useEditContext();
  return record ? children : <RecordState isPending={isPending} error={error} onRetry={() => void refetch()} />;
}

interface RecordViewProps {
  children: ReactNode;
  /** Keeps a detail query apart from the list rows react-admin caches per id (they lack the detail's fields). */
  meta?: Record<string, unknown>;
}

/** Without `?id=` there is nothing to load: "not found" at once. */
const NoId = () => <RecordState isPending={false} error={null} onRetry={() => undefined} />;

export function RecordShow({ children, meta }: RecordViewProps) {
  const id = useQueryParam('id');
  if (!id) return <NoId />;
  return (
    <ShowBase id={id} queryOptions={{ ...quiet, meta }} redirectOnError={false}>
      <ShowStates>{children}</ShowStates>
    </ShowBase>
  );
}

/** Saves are pessimistic: money and documents change only once the server agreed. */
export function RecordEdit({ children, meta }: RecordViewProps) {
  const id = useQueryParam('id');
  if (!id) return <NoId />;
  return (
    <EditBase id={id} queryOptions={{ ...quiet, meta }} redirectOnError={false} mutationMode="pessimistic">
      <EditStates>{children}</EditStates>
    </EditBase>
  );
}
