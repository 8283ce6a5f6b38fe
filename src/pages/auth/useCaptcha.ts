// The sign-in family's image captcha: one per form, replaced on demand and after every failed submit
// (a captcha allows one attempt). Only the newest request's answer is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaResult } from '../../../domain/auth';
import { authApi } from '../../providers/authApi';

export function useCaptcha() {
  const [data, setData] = useState<CaptchaResult | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    authApi.captcha().then(
      (result) => {
        if (request !== latest.current) return;
        setData(result);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (request !== latest.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, []);
  const refresh = useCallback(() => {
    setLoading(true);
    load();
  }, [load]);

  useEffect(() => {
    // Asked on the next tick: React's development double mount cancels the first ask, so one form asks once (the
    // sign-in routes limit captcha requests per address).
    const timer = setTimeout(load, 0);
    // Leaving the page drops any answer still on its way.
    const requests = latest;
    return () => {
      clearTimeout(timer);
      ++requests.current;
    };
  }, [load]);

  return { id: data?.captchaId, image: data?.image, failed, loading, refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;
