import { NODE_KINDS, nodeKinds } from '@agentdeck/api-client/workflow';
import type { NodeKind } from '@agentdeck/api-client';
import { Icon } from '@agentdeck/ui';
import type { DragEvent, Ref } from 'react';
import { KIND_DESCRIPTIONS, KIND_ICONS } from './node-kinds';
import { palette, paletteItem, paletteText, paletteTitle } from './palette.css';

/** The drag data type that carries a node kind from the palette to the canvas. */
export const NODE_KIND_DRAG_TYPE = 'application/x-agentdeck-node-kind';

interface NodePaletteProps {
  /** Adds a node of the kind where the member can see it (the middle of the canvas). */
  onAdd: (kind: NodeKind) => void;
  isDisabled?: boolean;
  /** The palette, focusable by script (the editor's Alt+Shift+P) even when its buttons are disabled. */
  ref?: Ref<HTMLElement>;
}

/**
 * The six kinds of node: drag one onto the canvas to place it, or press it (mouse, Enter or
 * Space) to add it in the middle of what the canvas shows.
 */
export function NodePalette({ onAdd, isDisabled, ref }: NodePaletteProps) {
  const onDragStart = (kind: NodeKind) => (event: DragEvent) => {
    event.dataTransfer.setData(NODE_KIND_DRAG_TYPE, kind);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="node-palette-title" className={palette}>
      <h3 id="node-palette-title" className={paletteTitle}>
        Add a node
      </h3>
      <ul>
        {NODE_KINDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className={paletteItem}
              draggable={!isDisabled}
              disabled={isDisabled}
              onDragStart={onDragStart(kind)}
              onClick={() => onAdd(kind)}
              aria-describedby={`palette-${kind}-description`}
            >
              <Icon icon={KIND_ICONS[kind]} />
              <span className={paletteText}>
                <strong>{nodeKinds[kind].name}</strong>
                <span id={`palette-${kind}-description`}>{KIND_DESCRIPTIONS[kind]}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
