/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; `/api` (forwarded by the Vite server to the mock API) by default. */
  readonly VITE_API_BASE_URL?: string;
  /** Base URL of the chatbot service (`/mcp/tools`, `/feedback/{workflowId}`); `/chatbot` by default. */
  readonly VITE_CHATBOT_BASE_URL?: string;
}
