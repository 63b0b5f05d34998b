import type { CatalogueVariable, ConditionCatalogue } from '@agentdeck/condition-language';
import type { ResourceKey } from '../../routes';
import type { NodeKind, NodeOfKind } from '../../schemas/workflow';

/** A way out of a node: where an edge may leave it. */
export interface OutputHandle {
  /** The edge's `sourceHandle`: a condition's branch id or `else`; undefined for a node's one way out. */
  id: string | undefined;
  /** A branch's label as the member wrote it (empty until worded), `else` for the fallback; absent for the one way out. */
  label?: string;
}

/** A record a node names: where in its data, which resource, and its id (or a vault key's name). */
export interface NodeReference {
  path: (string | number)[];
  resource: ResourceKey;
  by: 'id' | 'name';
  value: string;
}

/** One problem of the publish check: its rule and its message. */
export type NodeProblem = [rule: string, message: string];

/** What a node's own problems may need from the graph around it, computed only when asked. */
export interface NodeProblemContext {
  /** The variables a condition's expressions may read at this node. */
  catalogue: () => ConditionCatalogue;
}

/**
 * Everything the product knows about one kind of node (design section 1.1), read by the publish
 * check, the diff, the auto layout, the editor (palette, connection rules, canvas) and the engine.
 */
export interface NodeKindDefinition<K extends NodeKind> {
  /** The kind's name: its palette entry and a new node's label. */
  name: string;
  /**
   * What a new node holds: a valid draft that the publish check then asks to fill in. Each holds
   * every field the contract's defaults fill in, so a node saved and read back is the same JSON.
   */
  defaultData: () => NodeOfKind<K>['data'];
  /**
   * What the node passes on along its edges (design section 2.1a): the run's input message (the
   * trigger), what it was given (a condition, which only chooses the way), or its own output.
   */
  passesOn: 'message' | 'input' | 'output';
  /** Where edges may leave the node, in the order they fan out; none for a node that ends the run. */
  outputHandles: (node: NodeOfKind<K>) => OutputHandle[];
  /** Whether edges may lead into the node: not into the one that starts the run. */
  acceptsInput: boolean;
  /** The publish check's problems with the node's own fields (required fields, a condition's expressions). */
  problems: (node: NodeOfKind<K>, context: NodeProblemContext) => NodeProblem[];
  /** The workspace records the node names. */
  references: (node: NodeOfKind<K>) => NodeReference[];
  /** What the node gives the nodes after it (`{label}.{variable}`), before anything its record declares. */
  outputs: CatalogueVariable[];
  /** Where the condition editor's '@' picker lists the node's variables. */
  catalogueCategory: string;
}
