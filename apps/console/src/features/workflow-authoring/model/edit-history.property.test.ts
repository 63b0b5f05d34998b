import { NODE_KINDS } from '@agentdeck/api-client/workflow';
import { starterGraph, workflowGraphSchema, type WorkflowGraph } from '@agentdeck/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The graph module's own random graphs: a trigger, up to ten middle nodes, an output, random edges.
import { arbitraryGraph } from '../../../../../../packages/api-client/test/workflow-graphs';
import {
  addNode,
  applyPositions,
  connect,
  connectTargets,
  copyNodes,
  disconnect,
  duplicateNodes,
  moveNodes,
  pasteNodes,
  removeNodes,
  updateNode,
  updateSettings,
} from './graph-edits';
import { applyEdit, redo, startHistory, undo, type History } from './history';
import { deepFreeze } from './test-graphs';

const coordinate = fc.integer({ min: -3000, max: 3000 });
/** A label as the panel lets one through: 1 to 50 characters, no space at either end. */
const label = fc.string({ minLength: 1, maxLength: 50 }).map((text) => text.trim() || 'Renamed');
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 5 });

/** One edit, drawn as numbers that pick its nodes, edges and handles in whatever graph it meets. */
const arbitraryEdit = fc.oneof(
  fc.record({ type: fc.constant('add' as const), kind: fc.constantFrom(...NODE_KINDS), x: coordinate, y: coordinate }),
  fc.record({ type: fc.constant('remove' as const), picks }),
  fc.record({ type: fc.constant('connect' as const), source: fc.nat(), handle: fc.nat(), target: fc.nat() }),
  fc.record({ type: fc.constant('disconnect' as const), picks }),
  fc.record({ type: fc.constant('move' as const), picks, x: coordinate, y: coordinate }),
  fc.record({ type: fc.constant('layout' as const), x: coordinate, y: coordinate }),
  fc.record({ type: fc.constant('rename' as const), pick: fc.nat(), label, typing: fc.boolean() }),
  fc.record({ type: fc.constant('branch' as const), pick: fc.nat(), remove: fc.boolean() }),
  fc.record({ type: fc.constant('paste' as const), picks, x: coordinate, y: coordinate }),
  fc.record({ type: fc.constant('duplicate' as const), picks }),
  fc.record({ type: fc.constant('settings' as const), enabled: fc.boolean() }),
);
type Edit = typeof arbitraryEdit extends fc.Arbitrary<infer E> ? E : never;

// As the seeded workflows' agents learn: from summaries, reviewed by a model.
const selfLearning = {
  learningSource: 'LearnFromSummary',
  enableLearning: true,
  learningType: 'Supervised',
  retry: false,
  intelligentSource: { id: 'llm-2', isSlm: false },
  overrideMaxSummaryLength: false,
  overridePrompt: false,
  feedbackRequestIntegration: { type: 'API', id: 'api-tool-2' },
} as NonNullable<WorkflowGraph['settings']['selfLearning']>;

const pick = <T>(items: readonly T[], index: number) => items[index % items.length];
const pickIds = (items: readonly { id: string }[], indexes: number[]) => (items.length === 0 ? [] : indexes.map((index) => pick(items, index)!.id));

/** The edit applied to the history as the editor applies it: renames typed in one field join one step. */
function perform(history: History<WorkflowGraph>, edit: Edit): History<WorkflowGraph> {
  const graph = history.present;
  const { nodes, edges } = graph;
  const to = (next: WorkflowGraph, coalesceKey?: string) => applyEdit(history, next, coalesceKey ? { coalesceKey } : {});
  switch (edit.type) {
    case 'add':
      return nodes.length >= 60 ? history : to(addNode(graph, edit.kind, { x: edit.x, y: edit.y }).graph);
    case 'remove':
      return to(removeNodes(graph, pickIds(nodes, edit.picks)));
    case 'connect': {
      const source = pick(nodes, edit.source);
      if (!source) return history;
      const handles = source.kind === 'condition' ? [...source.data.branches.map((branch) => branch.id), 'else'] : [undefined];
      const handle = pick(handles, edit.handle);
      const target = pick(connectTargets(graph, source.id, handle), edit.target);
      return target ? to(connect(graph, { source: source.id, sourceHandle: handle, target: target.id })) : history;
    }
    case 'disconnect':
      return to(disconnect(graph, pickIds(edges, edit.picks)));
    case 'move':
      return to(moveNodes(graph, Object.fromEntries(pickIds(nodes, edit.picks).map((id, index) => [id, { x: edit.x + index, y: edit.y }]))));
    case 'layout':
      return to(applyPositions(graph, Object.fromEntries(nodes.map((node, index) => [node.id, { x: edit.x + index * 300, y: edit.y }]))));
    case 'rename': {
      const node = pick(nodes, edit.pick);
      return node ? to(updateNode(graph, node.id, { label: edit.label }), edit.typing ? `label:${node.id}` : undefined) : history;
    }
    case 'branch': {
      const condition = nodes.find((node) => node.kind === 'condition');
      if (condition?.kind !== 'condition') return history;
      const { branches } = condition.data;
      if (!edit.remove) {
        const added = { id: `b${edit.pick}`, label: `Branch ${edit.pick}`, expression: '' };
        return branches.length >= 20 || branches.some((branch) => branch.id === added.id) ? history : to(updateNode(graph, condition.id, { data: { branches: [...branches, added] } }));
      }
      const branch = pick(branches, edit.pick);
      return branch ? to(updateNode(graph, condition.id, { data: { branches: branches.filter((each) => each !== branch) } })) : history;
    }
    case 'paste':
      return nodes.length >= 60 ? history : to(pasteNodes(graph, copyNodes(graph, pickIds(nodes, edit.picks)), { x: edit.x, y: edit.y }).graph);
    case 'duplicate':
      return nodes.length >= 60 ? history : to(duplicateNodes(graph, pickIds(nodes, edit.picks)).graph);
    case 'settings':
      return to(updateSettings(graph, edit.enabled ? { selfLearning } : {}));
  }
}

const json = (graph: WorkflowGraph) => JSON.stringify(graph);

describe('the edit history', () => {
  it('undoes 50 random edits back to the exact starting graph and redoes them to the exact last one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(starterGraph()), arbitraryGraph), fc.array(arbitraryEdit, { minLength: 50, maxLength: 50 }), (start, edits) => {
        let history = startHistory(deepFreeze(structuredClone(start)));
        const startJson = json(history.present);
        // Each step's graph as JSON when it was made: an edit that changed an earlier graph in place would show here.
        const steps = [startJson];
        for (const edit of edits) {
          const before = history;
          history = perform(history, edit);
          deepFreeze(history.present);
          if (history === before) continue;
          if (history.past.length === before.past.length) steps[steps.length - 1] = json(history.present);
          else steps.push(json(history.present));
          expect(workflowGraphSchema.safeParse(history.present).error?.issues ?? []).toEqual([]);
        }
        const lastJson = json(history.present);
        for (let count = 0; count < 50; count += 1) {
          history = undo(history);
          expect(json(history.present)).toBe(steps[Math.max(0, steps.length - 2 - count)]);
        }
        expect(json(history.present)).toBe(startJson);
        for (let count = 0; count < 50; count += 1) history = redo(history);
        expect(json(history.present)).toBe(lastJson);
      }),
      { numRuns: 40 },
    );
    // 40 runs of 100 steps, each graph checked against the schema: seconds on a shared machine.
  }, 30_000);
});
