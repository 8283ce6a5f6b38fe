// /verify?token=: the activation link from the email. Activates, signs in, then shows /activate.
import { authApi } from '../../providers/authApi';
import { markActivated } from './activation';
import { TokenSignIn } from './TokenSignIn';

async function activate(token: string) {
  const result = await authApi.activate(token);
  markActivated();
  return result;
}

export default function VerifyPage() {
  return <TokenSignIn name="activate" exchange={activate} next="/activate" busyText="app.verify.verifying" failedTitle="app.verify.failedTitle" />;
}
