/** Where the console's calls go: the platform API and the chatbot service (`/mcp/tools`, `/feedback/{workflowId}`). */
export const endpoints = {
  api: import.meta.env.VITE_API_BASE_URL ?? '/api',
  chatbot: import.meta.env.VITE_CHATBOT_BASE_URL ?? '/chatbot',
};

/** An endpoint as an external system calls it: absolute, on this console's origin when it is a path. */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();
