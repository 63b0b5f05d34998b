import { z } from 'zod';
import { defineResource } from '../resource';
import { descriptionSchema, variableStyleName } from './common';
import { resourcePaths } from '../routes';

/** Workspace variable (spec 000 sections 3.6 and 5.5). */
export const variableResource = defineResource({
  path: resourcePaths.variable,
  label: 'Variable',
  nameField: 'name',
  fields: {
    name: variableStyleName,
    dataType: z.enum(['string', 'int', 'float', 'bool'], { message: 'Please select a data type' }),
    description: descriptionSchema(),
  },
});
