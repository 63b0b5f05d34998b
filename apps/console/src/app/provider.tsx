import { ApiClientProvider, swrDefaults } from '@agentdeck/api-client';
import { ToastRegion } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemePreferenceProvider } from '../lib/theme-preference';
import { apiClient } from './api-client';

/** Everything every page needs: the theme, the API client, SWR's defaults and the toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <SWRConfig value={swrDefaults}>
        <ApiClientProvider client={apiClient}>
          {children}
          <ToastRegion />
        </ApiClientProvider>
      </SWRConfig>
    </ThemePreferenceProvider>
  );
}
