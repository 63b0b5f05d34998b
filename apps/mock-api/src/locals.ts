import type { userSchema, workspaceSchema } from '@agentdeck/api-client';
import type { z } from 'zod';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** What the middleware leaves for the handlers. */
    interface Locals {
      user: z.infer<typeof userSchema>;
      token: string;
      workspace: z.infer<typeof workspaceSchema>;
      body: unknown;
      query: unknown;
      /** The workspace whose feedback key a feedback call carried. */
      feedbackWorkspaceId: string;
    }
  }
}
