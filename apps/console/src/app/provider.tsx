import { ApiClientProvider } from '@agentdeck/api-client/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { ThemePreferenceProvider } from '../lib/theme-preference';
import { whenIdle } from '../lib/when-idle';
import { apiClient } from './api-client';

// Once the first page has what it needs: its code and data come first.
const ToastRegion = lazy(() => whenIdle().then(() => import('./toast-region')));

/**
 * Everything every page needs: the theme, the API client and the toasts (loaded after the first
 * render; a toast's link navigates through the router, `navigate`). No `SWRConfig`: every hook of the API client passes SWR's defaults itself
 * (`swrDefaults`: no refetch on focus) and the console keeps SWR's own cache, so SWR loads with
 * the first page that reads data, not with the sign-in page (issue 21).
 */
export function AppProvider({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  return (
    <ThemePreferenceProvider>
      <ApiClientProvider client={apiClient}>
        {children}
        <Suspense fallback={null}>
          <ToastRegion navigate={navigate} />
        </Suspense>
      </ApiClientProvider>
    </ThemePreferenceProvider>
  );
}
