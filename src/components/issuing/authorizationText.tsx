// How an authorization and a transaction read: the status chip, the decision (approved, or the rule that declined it
// in the user's language, domain/issuing/limits.ts declineText), the type chip of a transaction.
import { Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AuthorizationStatus, TransactionType } from '../../../domain/issuing/authorizations';
import { declineText, type DeclineReason } from '../../../domain/issuing/limits';

const COLOR: Record<AuthorizationStatus, 'success' | 'default' | 'error' | 'warning'> = { pending: 'warning', closed: 'success', expired: 'default', declined: 'error', awaiting_decision: 'warning' };

export function AuthorizationStatusChip({ status }: { status: AuthorizationStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} variant={status === 'closed' ? 'filled' : 'outlined'} label={translate(`app.issuing.authorizationStatus.${status}`)} />;
}

export function TransactionTypeChip({ type }: { type: TransactionType }) {
  const translate = useTranslate();
  return <Chip size="small" color={type === 'refund' ? 'default' : 'primary'} variant="outlined" label={translate(`app.issuing.transactionType.${type}`)} />;
}

/** The reason a person reads, with category and country names in their language. */
export function useDeclineText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'zh_CN' ? 'zh' : 'en';
  const region = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' });
  return (reason: DeclineReason) =>
    declineText(reason, lang, { category: (c) => translate(`app.issuing.category.${c}`, { _: c }), country: (c) => region.of(c) ?? c });
}

/** `inList`: in a list's column, wrapped at words within a readable width (the table squeezed a text that may break anywhere to a letter a line on a phone). */
export function DecisionText({ reason, inList }: { reason: DeclineReason | null; inList?: boolean }) {
  const translate = useTranslate();
  const text = useDeclineText();
  return (
    <Typography variant="body2" color={reason ? 'error' : 'success.main'} sx={inList ? { minWidth: 180, maxWidth: 320 } : { overflowWrap: 'anywhere' }} data-testid="authorization-decision">
      {reason ? text(reason) : translate('app.issuing.approved')}
    </Typography>
  );
}
