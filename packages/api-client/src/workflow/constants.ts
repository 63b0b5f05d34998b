/**
 * The workflow constants, without zod: what a screen needs to name kinds, release types and tag
 * colours without loading the contract's rules.
 */

/** The kinds of node a workflow graph holds (design section 1.1). */
export const NODE_KINDS = ['trigger', 'agent', 'condition', 'tool', 'retrieval', 'output'] as const;

/** Spec 000 section 3.8, lowest first. */
export const RELEASE_TYPES = ['patch', 'minor', 'major'] as const;
export const RELEASE_TYPE_LABELS = { major: 'Major', minor: 'Minor', patch: 'Patch' } as const;

/** A tag's colour: a hue of the token palette, always shown with its name. */
export const WORKFLOW_TAG_COLOURS = ['gray', 'indigo', 'green', 'amber', 'red'] as const;
export const WORKFLOW_TAG_COLOUR_LABELS = { gray: 'Gray', indigo: 'Indigo', green: 'Green', amber: 'Amber', red: 'Red' } as const;

/** Upper bounds that keep one request and one check small; far above any hand-drawn graph. */
export const GRAPH_LIMITS = { nodes: 500, edges: 1_000, branches: 20, rows: 50, tags: 20 } as const;

/** The handle of a condition node's fallback branch, always present. */
export const ELSE_HANDLE = 'else';
