// /directLogin?token=: a one-time sign-in link; signs in and goes to the landing page.
import { authApi } from '../../providers/authApi';
import { TokenSignIn } from './TokenSignIn';

export default function DirectLoginPage() {
  return <TokenSignIn name="directLogin" exchange={authApi.directLogin} next="/" busyText="app.directLogin.signingIn" failedTitle="app.directLogin.failedTitle" />;
}
