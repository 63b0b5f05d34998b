import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { NodeClipboard } from '../model/graph-edits';
import type { useWorkflowEditor } from '../model/use-workflow-editor';
import { commandOf } from './shortcuts';
import type { EditorSelection } from './use-editor-selection';

const pasteOffset = { x: 40, y: 40 };

interface ShortcutOptions {
  /** Where the shortcuts work: the editor's body (canvas, outline, palette, panel). */
  body: RefObject<HTMLElement | null>;
  editor: ReturnType<typeof useWorkflowEditor>;
  selection: EditorSelection;
  announce: (text: string) => void;
  duplicate: () => void;
  showShortcuts: () => void;
  isReadOnly: boolean;
}

/**
 * The editor's keyboard shortcuts (listed by Shortcuts) wherever focus is in its body: undo,
 * redo, copy and paste (the editor's own clipboard), duplicate, and the list itself. A read-only
 * workflow keeps copy and the list.
 */
export function useEditorShortcuts({ body, editor, selection, announce, duplicate, showShortcuts, isReadOnly }: ShortcutOptions) {
  const clipboard = useRef<NodeClipboard>(undefined);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const command = commandOf(event);
    if (!command || (isReadOnly && command !== 'help' && command !== 'copy')) return;
    event.preventDefault();
    const { nodeIds } = selection.selection;
    switch (command) {
      case 'undo':
        if (editor.canUndo) {
          editor.undo();
          announce('Undone');
        }
        break;
      case 'redo':
        if (editor.canRedo) {
          editor.redo();
          announce('Redone');
        }
        break;
      case 'copy':
        if (nodeIds.length === 0) break;
        clipboard.current = editor.copy(nodeIds);
        announce(`Copied ${selection.nameOf(nodeIds)}`);
        break;
      case 'paste': {
        if (!clipboard.current) break;
        const pasted = editor.paste(clipboard.current, pasteOffset);
        selection.select(pasted);
        announce(`Pasted ${pasted.length === 1 ? '1 node' : `${pasted.length} nodes`}`);
        break;
      }
      case 'duplicate':
        duplicate();
        break;
      case 'help':
        showShortcuts();
        break;
    }
  });
  useEffect(() => {
    const element = body.current;
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [body]);
}
