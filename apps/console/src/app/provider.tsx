import { ApiClientProvider, swrDefaults } from '@agentdeck/api-client';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemePreferenceProvider } from '../lib/theme-preference';
import { whenIdle } from '../lib/when-idle';
import { apiClient } from './api-client';

// Once the first page has what it needs: its code and data come first.
const ToastRegion = lazy(() => whenIdle().then(() => import('./toast-region')));

/** Everything every page needs: the theme, the API client, SWR's defaults and the toasts (loaded after the first render). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <SWRConfig value={swrDefaults}>
        <ApiClientProvider client={apiClient}>
          {children}
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </ApiClientProvider>
      </SWRConfig>
    </ThemePreferenceProvider>
  );
}
