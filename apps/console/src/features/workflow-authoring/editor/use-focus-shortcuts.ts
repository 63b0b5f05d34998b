import { useEffect, useEffectEvent } from 'react';
import { focusCommandOf } from './shortcuts';

interface FocusTargets {
  /** The element around the canvas. */
  canvasArea: () => HTMLElement | null;
  /** The palette, focusable itself for when its buttons are disabled (a read-only workflow). */
  palette: () => HTMLElement | null;
  selectedNodeIds: string[];
}

/** The selected node when the canvas draws it, else its first node, else the canvas itself. */
function canvasTarget(area: HTMLElement | null, selectedNodeIds: string[]) {
  if (!area) return null;
  const drawn = (nodeId: string) => area.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`);
  return (
    selectedNodeIds.map(drawn).find((node) => node !== null) ??
    area.querySelector<HTMLElement>('.react-flow__node') ??
    area.querySelector<HTMLElement>('[role="region"]')
  );
}

const paletteTarget = (palette: HTMLElement | null) => palette?.querySelector<HTMLElement>('button:not(:disabled)') ?? palette;

/**
 * Alt+Shift+C and Alt+Shift+P (listed by Shortcuts): focus to the canvas or the palette from
 * anywhere on the page, the sidebar and the header included, which are otherwise some forty Tab
 * stops away.
 */
export function useFocusShortcuts({ canvasArea, palette, selectedNodeIds }: FocusTargets) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const command = focusCommandOf(event);
    // An open dialog keeps the focus.
    if (!command || (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]'))) return;
    const target = command === 'focusCanvas' ? canvasTarget(canvasArea(), selectedNodeIds) : paletteTarget(palette());
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
