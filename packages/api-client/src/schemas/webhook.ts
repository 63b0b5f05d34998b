import { z } from 'zod';
import { defineResource } from '../resource';
import { headerKeyRule, headerValueRule, webhookUrlRule } from '../rules/webhook';
import { resourcePaths } from '../routes';

/**
 * Webhook (spec 002 section 3). It has no name, so the URL is what must be unique within a
 * workspace. Every header row sent is complete: the form drops the rows left empty.
 */
export const webhookResource = defineResource({
  path: resourcePaths.webhook,
  label: 'Webhook',
  nameField: 'configurations.url',
  fields: {
    isActive: z.boolean().default(true),
    configurations: z.strictObject({
      url: webhookUrlRule,
      headers: z.array(z.strictObject({ key: headerKeyRule, value: headerValueRule })).default([]),
    }),
  },
});
