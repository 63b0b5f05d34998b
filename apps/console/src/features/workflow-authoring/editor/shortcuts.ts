/** The editor's keyboard shortcuts, as the help dialog lists them and the editor reads them. */
export const SHORTCUTS = [
  { keys: 'Ctrl Z', action: 'Undo the last change' },
  { keys: 'Ctrl Shift Z', action: 'Redo' },
  { keys: 'Ctrl C', action: 'Copy the selected nodes' },
  { keys: 'Ctrl V', action: 'Paste them, with the connections between them' },
  { keys: 'Ctrl D', action: 'Duplicate the selected nodes' },
  { keys: 'Delete', action: 'Remove the selection (asks first when a node has connections)' },
  { keys: 'Arrow keys', action: 'Move the selected node (Shift: further)' },
  { keys: 'Tab', action: 'Go from node to node on the canvas' },
  { keys: 'Enter or Space', action: 'Select the focused node' },
  { keys: 'Escape', action: 'Clear the selection' },
  { keys: 'Alt Shift C', action: 'Move focus to the canvas (the selected node, or the first)' },
  { keys: 'Alt Shift P', action: 'Move focus to the node palette' },
  { keys: '?', action: 'Show these shortcuts' },
] as const;

export type EditorCommand = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'help';

/** Keys pressed in a text field, a select or a code editor belong to it. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest('.cm-editor') !== null);

/** The command a key press asks for, or undefined; keys typed into a field are the field's. */
export function commandOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): EditorCommand | undefined {
  if (isTyping(event.target) || event.altKey) return undefined;
  const modifier = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (!modifier) return event.key === '?' ? 'help' : undefined;
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  if (event.shiftKey) return undefined;
  return ({ c: 'copy', v: 'paste', d: 'duplicate' } as const)[key as 'c' | 'v' | 'd'];
}

export type FocusCommand = 'focusCanvas' | 'focusPalette';

const focusCommands: Partial<Record<string, FocusCommand>> = { c: 'focusCanvas', p: 'focusPalette' };

/**
 * The part of the editor a key press asks to move focus to, or undefined. Alt+Shift: Ctrl or Cmd
 * with a letter is the browser's or the editor's, and a letter alone would be typed.
 */
export function focusCommandOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): FocusCommand | undefined {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return undefined;
  // On a Mac, Option+Shift+C gives 'Ç': the key's place then says which letter was meant.
  const letter = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code.replace(/^Key/, '').toLowerCase();
  return focusCommands[letter];
}
