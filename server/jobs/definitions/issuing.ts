// Issuing on the job queue (issue 31): every five minutes, approved authorizations not captured within
// AUTHORIZATION_HOLD_DAYS expire and give their holds back to the issuing balance (one transaction each, under the
// balance row's lock). Safe to run twice: only authorizations still pending and due change.
import { ISSUING_AUTHORIZATION_EXPIRY } from '../../lib/queues';
import { expireAuthorizations } from '../../services/issuing/authorizations';
import { expiryJob } from './expiry';

export { ISSUING_AUTHORIZATION_EXPIRY };

export const issuingAuthorizationExpiryJob = expiryJob(ISSUING_AUTHORIZATION_EXPIRY, expireAuthorizations, 'issuing authorizations');
