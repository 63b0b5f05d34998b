import { beforeEach } from 'vitest';
import { toast } from '../packages/ui/src/components/Toast/toastQueue';

/**
 * The story files share one page and one module graph (`isolate: false` in vitest.config.ts):
 * each story starts from what a fresh page would give it, without the toasts, focus or scroll
 * the story before left.
 */
export function resetBetweenStories() {
  beforeEach(() => {
    toast.clear();
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
}

