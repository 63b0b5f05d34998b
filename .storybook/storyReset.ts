import { beforeEach } from 'vitest';
import { toast } from '../packages/ui/src';

/**
 * The story files share one page and one module graph (`isolate: false` in vitest.config.ts):
 * each story starts from what a fresh page would give it, without the toasts, focus or scroll
 * the story before left.
 */
export function resetBetweenStories() {
  beforeEach(() => {
    toast.clear();
    restartFocusNavigation();
    window.scrollTo(0, 0);
  });
}

/**
 * Blurring alone is not enough: Chromium keeps its sequential focus navigation starting point
 * where the last story's focus was, so a story's first Tab would not reach its first control.
 * Focusing a node at the very start of the page and removing it puts the point back there.
 */
function restartFocusNavigation() {
  const start = document.createElement('span');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus();
  start.blur();
  start.remove();
  window.getSelection()?.removeAllRanges();
}
