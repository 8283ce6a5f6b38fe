// Renders its children once the product areas' messages are loaded: the sign-in pages run on the core catalogue
// alone (a smaller first download), every other page waits here for the areas' chunk, the first time only.
import { useEffect, useState, type ReactNode } from 'react';
import { useI18nProvider, type I18nProvider } from 'react-admin';
import type { AppI18nProvider } from '../providers/i18nProvider';
import { PageLoading } from '../loading/PageLoading';

const canLoadAreas = (provider: I18nProvider): provider is AppI18nProvider => 'ensureAreas' in provider;

export function CatalogueGate({ children }: { children: ReactNode }) {
  const provider = useI18nProvider();
  const [ready, setReady] = useState(() => !canLoadAreas(provider) || provider.hasAreas());
  useEffect(() => {
    if (ready || !canLoadAreas(provider)) return;
    let live = true;
    // A failed load (offline) still shows the page: untranslated keys beat a blank screen.
    void provider.ensureAreas().catch(() => undefined).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [provider, ready]);
  return ready ? children : <PageLoading />;
}
