import { z } from 'zod';
import { pickedOption } from './choice';
import { descriptionRule, nameRule, textRule } from './text';
import { WORKFLOW_TAG_COLOURS } from '../workflow/constants';

// The plain constants live without zod, for screens that only name things; the rules offer them too.
export * from '../workflow/constants';

/** A workflow's name and description (design section 1.1): the usual name rule; the description may stay empty. */
export const workflowNameRule = nameRule('workflow name');
export const workflowDescriptionRule = descriptionRule('workflow description', { required: false, min: undefined });

/** A tag (design section 1.4): a name of up to 30 characters, a colour of the palette, an optional description. */
export const WORKFLOW_TAG_NAME_MAX = 30;
export const workflowTagNameRule = nameRule('tag name', { max: WORKFLOW_TAG_NAME_MAX });
export const workflowTagColourRule = pickedOption(WORKFLOW_TAG_COLOURS, 'Choose a colour');
export const workflowTagDescriptionRule = descriptionRule('tag description', { required: false, min: undefined });

export const nodeIdRule = z
  .string()
  .min(1, 'Id is required')
  .max(64, 'Id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may hold letters, digits, - and _ only');

/** 1 to 50 characters, unique in the graph (the publish check says when two nodes share one). */
export const workflowNodeLabelRule = textRule({ label: 'node label', max: 50 });

/** Semantic version text, `major.minor.patch`. */
export const versionRule = z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/, 'A version is written major.minor.patch, such as 1.2.0');
