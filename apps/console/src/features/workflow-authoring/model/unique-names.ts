// The lengths of the contract's node id and label rules (`nodeIdRule`, `workflowNodeLabelRule`),
// which keep them inside the zod rules this model does not load.
const ID_MAX = 64;
const LABEL_MAX = 50;

/**
 * `base` when `taken` does not hold it, else `base-2`, `base-3`…, cut to the id rule's length.
 * Characters the id rule refuses become `-`.
 */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  const clean = base.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, ID_MAX) || 'node';
  if (!taken.has(clean)) return clean;
  for (let count = 2; ; count += 1) {
    const suffix = `-${count}`;
    const candidate = `${clean.slice(0, ID_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An edge's id from its ends, 'source-target' or 'source-branch-target', unique among `taken`. */
export function newEdgeId(ends: { source: string; sourceHandle?: string; target: string }, taken: ReadonlySet<string>): string {
  return uniqueId([ends.source, ends.sourceHandle, ends.target].filter(Boolean).join('-'), taken);
}

/**
 * `label` when no node has it, else numbered on from 2 ('Agent', 'Agent 2', 'Agent 3'), a number
 * it already ends in replaced ('Agent 2' pasted is 'Agent 3', not 'Agent 2 2'), cut to the label
 * rule's length. Compared exactly, as the publish check compares labels.
 */
export function uniqueLabel(label: string, taken: ReadonlySet<string>): string {
  if (!taken.has(label)) return label;
  const base = label.replace(/ \d+$/, '');
  for (let count = 2; ; count += 1) {
    const suffix = ` ${count}`;
    const candidate = `${base.slice(0, LABEL_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
