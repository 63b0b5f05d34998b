import { z } from 'zod';
import { defineResource } from '../resource';
import { resourcePaths } from '../routes';

/**
 * Webhook (spec 002 section 3). It has no name, so the URL is what must be unique within a
 * workspace.
 */
export const webhookResource = defineResource({
  path: resourcePaths.webhook,
  label: 'Webhook',
  nameField: 'configurations.url',
  fields: {
    isActive: z.boolean().default(true),
    configurations: z.strictObject({
      url: z.url({ message: 'Please enter a valid URL' }),
      headers: z.array(z.strictObject({ key: z.string().min(1), value: z.string() })).default([]),
    }),
  },
});
