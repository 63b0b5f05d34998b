import { createBrowserStore } from './browser-store';

/**
 * The bearer token of the signed-in user (spec README decision 1). It is kept in localStorage
 * so a reload or a new tab stays signed in until Logout ends the token.
 */
export const sessionToken = createBrowserStore('agentdeck.token');
