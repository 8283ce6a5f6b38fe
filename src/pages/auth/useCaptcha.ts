// The sign-in family's image captcha: one per form, replaced on demand and after every failed submit
// (a captcha allows one attempt).
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../providers/authApi';

export function useCaptcha() {
  const query = useQuery({
    queryKey: ['app', 'captcha'],
    queryFn: authApi.captcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return {
    id: query.data?.captchaId,
    image: query.data?.image,
    failed: query.isError,
    loading: query.isFetching,
    refresh: () => void query.refetch(),
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
