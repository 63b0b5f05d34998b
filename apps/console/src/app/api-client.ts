import { createApiClient, type ApiClient } from '@agentdeck/api-client';
import { endpoints } from '../config/endpoints';
import { withEarlyCalls } from '../lib/early-calls';
import { sessionToken } from '../lib/session';

const client = withEarlyCalls(
  createApiClient({
    baseUrl: endpoints.api,
    chatbotBaseUrl: endpoints.chatbot,
    getToken: sessionToken.get,
    // A refused token ends the session; the guards then send the user to /login and back after
    // signing in (spec README decision 1). A 403 is left to the screen (spec 000 section 6).
    onUnauthorized: () => {
      if (!sessionToken.get()) return;
      sessionToken.clear();
      // Every answer goes with the session, and with it the cache's record of having loaded
      // them, so the pages after signing in again load afresh (see useClearSession). SWR is
      // fetched here when needed (it is loaded already when a page's hooks made the call):
      // imported at the top, it would ride with the sign-in page (issue 21).
      void import('swr').then(({ unload }) => unload({ revalidate: false }));
    },
  }),
);

/**
 * A screen's hooks ask for their data while React commits the screen, and a `fetch` costs a few
 * milliseconds of main thread on a busy machine: the usage dashboard's nine requests made that
 * commit one long task (issue 10). Each call starts in a task of its own instead.
 */
const inTaskOfItsOwn = <T>(call: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(call);

/**
 * The one API client of the console. Calls go to `/api` (and the chatbot service to `/chatbot`
 * unless VITE_CHATBOT_BASE_URL says otherwise), which the Vite server forwards to the mock API.
 * A call made early (`callEarly`) answers the first same call.
 */
export const apiClient: ApiClient = {
  ...client,
  call: ((name, args) => inTaskOfItsOwn(() => client.call(name, args))) as ApiClient['call'],
};
