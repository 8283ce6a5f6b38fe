// A new tab of the console is signed in like the tab it was opened from. Tokens stay in session storage, one copy
// per tab (spec section 3), so a link opened with a middle click or Ctrl-click starts with none: before its first
// render the new tab asks the open tabs of the same origin over a BroadcastChannel, and one that holds a session
// answers with it. Signing out tells the tabs holding the same tokens to forget them too.
import type { SessionStore } from './session';

export const SESSION_CHANNEL = 'paydash-session';
/** How long a new tab waits for an answer: an open tab answers within a few milliseconds. */
export const ASK_TIMEOUT_MS = 300;

type Message =
  | { type: 'ask'; from: string }
  | { type: 'session'; to: string; values: Record<string, string> }
  | { type: 'signedOut'; liveToken: string | null };

export interface SessionShare {
  /** Asks the open tabs for their session; resolves true once one is saved here, false after the timeout. */
  ask(timeoutMs?: number): Promise<boolean>;
  /** Before this tab's own sign-out: the tabs sharing its session sign out as well. */
  announceSignOut(): void;
  close(): void;
}

export function createSessionShare(session: SessionStore, channel: BroadcastChannel, onSignedOutElsewhere: () => void = () => undefined): SessionShare {
  const id = Math.random().toString(36).slice(2);
  let waiting: ((values: Record<string, string>) => void) | null = null;
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'ask' && message.from !== id && session.hasToken()) {
      channel.postMessage({ type: 'session', to: message.from, values: session.snapshot() } satisfies Message);
    } else if (message.type === 'session' && message.to === id && waiting) {
      waiting(message.values);
    } else if (message.type === 'signedOut' && message.liveToken !== null && message.liveToken === session.liveToken()) {
      session.clear();
      onSignedOutElsewhere();
    }
  };
  return {
    ask(timeoutMs = ASK_TIMEOUT_MS) {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiting = null;
          resolve(false);
        }, timeoutMs);
        waiting = (values) => {
          clearTimeout(timer);
          waiting = null;
          session.restore(values);
          resolve(session.hasToken());
        };
        channel.postMessage({ type: 'ask', from: id } satisfies Message);
      });
    },
    announceSignOut() {
      channel.postMessage({ type: 'signedOut', liveToken: session.liveToken() } satisfies Message);
    },
    close: () => channel.close(),
  };
}
