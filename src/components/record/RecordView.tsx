// The show, edit and create views of a record at a spec address (/dashPaymentDetail?id=): react-admin's ShowBase or
// EditBase with the id from the query, and RecordState until the record is there. react-admin's default reaction to
// a failed read (notify and leave for the list) is off: the page says what happened where the record would be.
import type { ReactNode } from 'react';
import { CreateBase, EditBase, ShowBase, useEditContext, useShowContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSearchParam } from '../../host/host';
import { RecordState } from './RecordState';

const quiet = { onError: () => undefined };

/** The record's id: `?id=`, or the address's own parameter where the route has one (/issuing/cards/:cardId). */
export function useRecordId(): string | null {
  const fromQuery = useSearchParam('id');
  const params = useParams();
  return fromQuery ?? Object.entries(params).find(([name, value]) => name !== '*' && value)?.[1] ?? null;
}
/**
 * The shell router mounts a view only when the route table allows it, with the code the action table names for the
 * same view (domain/routes.test.ts proves they agree), and only for a signed-in user: react-admin's own checks
 * would only delay the record behind two more round trips.
 */
const CHECKED_BY_ROUTER = true;

function ShowStates({ children }: { children: ReactNode }) {
  const { record, isPending, error, refetch } = useShowContext();
  const id = useRecordId() ?? undefined;
  return record ? children : <RecordState isPending={isPending} error={error} onRetry={() => void refetch()} id={id} />;
}

function EditStates({ children }: { children: ReactNode }) {
  const { record, isPending, error, refetch } = useEditContext();
  const id = useRecordId() ?? undefined;
  return record ? children : <RecordState isPending={isPending} error={error} onRetry={() => void refetch()} id={id} />;
}

interface RecordViewProps {
  children: ReactNode;
  /** Keeps a detail query apart from the list rows react-admin caches per id (they lack the detail's fields). */
  meta?: Record<string, unknown>;
}

/** Without `?id=` there is nothing to load: "not found" at once. */
const NoId = () => <RecordState isPending={false} error={null} onRetry={() => undefined} />;

export function RecordShow({ children, meta }: RecordViewProps) {
  const id = useRecordId();
  if (!id) return <NoId />;
  return (
    <ShowBase id={id} queryOptions={{ ...quiet, meta }} redirectOnError={false} disableAuthentication={CHECKED_BY_ROUTER}>
      <ShowStates>{children}</ShowStates>
    </ShowBase>
  );
}

/** Saves are pessimistic: money and documents change only once the server agreed. */
export function RecordEdit({ children, meta }: RecordViewProps) {
  const id = useRecordId();
  if (!id) return <NoId />;
  return (
    <EditBase id={id} queryOptions={{ ...quiet, meta }} redirectOnError={false} mutationMode="pessimistic" disableAuthentication={CHECKED_BY_ROUTER}>
      <EditStates>{children}</EditStates>
    </EditBase>
  );
}

/**
 * A create view: react-admin's CreateBase (resource, record and save contexts) around the view's own <Form>, which
 * saves through useCreate itself (pessimistic, with an attempt's Idempotency-Key where money moves) and then opens
 * the new record's spec address.
 */
export function RecordCreate({ children }: { children: ReactNode }) {
  return (
    <CreateBase disableAuthentication={CHECKED_BY_ROUTER} redirect={false}>
      {children}
    </CreateBase>
  );
}
