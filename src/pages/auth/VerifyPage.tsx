// /verify?token=: the activation link from the email. Activates, signs in, then shows /activate.
import { authApi } from '../../providers/authApi';
import { TokenSignIn } from './TokenSignIn';

export default function VerifyPage() {
  return <TokenSignIn name="activate" exchange={authApi.activate} next="/activate" busyText="app.verify.verifying" failedTitle="app.verify.failedTitle" />;
}
