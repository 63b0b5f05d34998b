import { createApiClient } from '@agentdeck/api-client';
import { mutate } from 'swr';
import { sessionToken } from '../lib/session';

/**
 * The one API client of the console. Calls go to `/api` (and the chatbot service to `/chatbot`
 * unless VITE_CHATBOT_BASE_URL says otherwise), which the Vite server forwards to the mock API.
 */
export const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  chatbotBaseUrl: import.meta.env.VITE_CHATBOT_BASE_URL ?? '/chatbot',
  getToken: sessionToken.get,
  // A refused token ends the session; the guards then send the user to /login and back after
  // signing in (spec README decision 1). A 403 is left to the screen (spec 000 section 6).
  onUnauthorized: () => {
    if (!sessionToken.get()) return;
    sessionToken.clear();
    void mutate(() => true, undefined, { revalidate: false });
  },
});
