import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, nameSchema } from './common';
import { resourcePaths } from '../routes';

/** Message broker (spec 002 section 3; full CRUD per spec README decision 7). */
export const messageBrokerResource = defineResource({
  path: resourcePaths.messageBroker,
  label: 'Message Broker',
  nameField: 'name',
  fields: {
    name: nameSchema,
    description: descriptionSchema(),
    provider: z.enum(['Apache Kafka', 'AWS MSK Provisioned'], { message: 'Please select a provider' }),
    configurations: z.strictObject({
      bootstrapServers: z.string().optional(),
      topics: z
        .array(
          z.strictObject({
            id: z.string().min(1),
            title: z.string().min(1),
            topicType: z.enum(['inbound', 'outbound']),
            requestStructure: z.string().default(''),
          }),
        )
        .default([]),
    }),
  },
});
