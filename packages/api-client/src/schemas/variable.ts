import { defineResource } from '../resource';
import { descriptionRule } from '../rules/text';
import { variableDataTypeRule, variableNameRule } from '../rules/variable';
import { resourcePaths } from '../routes';

/** Workspace variable (spec 000 sections 3.6 and 5.5). */
export const variableResource = defineResource({
  path: resourcePaths.variable,
  label: 'Variable',
  nameField: 'name',
  fields: {
    name: variableNameRule,
    dataType: variableDataTypeRule,
    description: descriptionRule(),
  },
});
