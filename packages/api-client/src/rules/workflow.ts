import { z } from 'zod';
import { pickedOption } from './choice';
import { descriptionRule, nameRule, textRule } from './text';

/** The kinds of node a workflow graph holds (design section 1.1). */
export const NODE_KINDS = ['trigger', 'agent', 'condition', 'tool', 'retrieval', 'output'] as const;

/** Spec 000 section 3.8, lowest first. */
export const RELEASE_TYPES = ['patch', 'minor', 'major'] as const;
export const RELEASE_TYPE_LABELS = { major: 'Major', minor: 'Minor', patch: 'Patch' } as const;

/** A tag's colour: a hue of the token palette, always shown with its name. */
export const WORKFLOW_TAG_COLOURS = ['gray', 'indigo', 'green', 'amber', 'red'] as const;
export const WORKFLOW_TAG_COLOUR_LABELS = { gray: 'Gray', indigo: 'Indigo', green: 'Green', amber: 'Amber', red: 'Red' } as const;

/** A workflow's name and description (design section 1.1): the usual name rule; the description may stay empty. */
export const workflowNameRule = nameRule('workflow name');
export const workflowDescriptionRule = descriptionRule('workflow description', { required: false, min: undefined });

/** A tag (design section 1.4): a name of up to 30 characters, a colour of the palette, an optional description. */
export const WORKFLOW_TAG_NAME_MAX = 30;
export const workflowTagNameRule = nameRule('tag name', { max: WORKFLOW_TAG_NAME_MAX });
export const workflowTagColourRule = pickedOption(WORKFLOW_TAG_COLOURS, 'Choose a colour');
export const workflowTagDescriptionRule = descriptionRule('tag description', { required: false, min: undefined });

/** Upper bounds that keep one request and one check small; far above any hand-drawn graph. */
export const GRAPH_LIMITS = { nodes: 500, edges: 1_000, branches: 20, rows: 50, tags: 20 } as const;

/** The handle of a condition node's fallback branch, always present. */
export const ELSE_HANDLE = 'else';

export const nodeIdRule = z
  .string()
  .min(1, 'Id is required')
  .max(64, 'Id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may hold letters, digits, - and _ only');

/** 1 to 50 characters, unique in the graph (the publish check says when two nodes share one). */
export const workflowNodeLabelRule = textRule({ label: 'node label', max: 50 });

/** Semantic version text, `major.minor.patch`. */
export const versionRule = z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/, 'A version is written major.minor.patch, such as 1.2.0');
