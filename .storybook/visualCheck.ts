import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { framePaintedContent } from './paintedFrame';

// A busy CI machine can take seconds to paint two identical frames; 5 s (the default) was not enough.
const stableShotTimeout = 30_000;

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

/**
 * After each story's play function, compares what the story painted (its content and any overlay
 * it opened) with its committed baseline image, so a change of look fails the run offline (no
 * hosted service involved).
 */
export function guardStoryLook(theme: string) {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') return;
    const root = document.querySelector('#storybook-root') ?? document.body;
    const frame = await framePaintedContent(root);
    try {
      await expect
        .element(page.elementLocator(frame))
        .toMatchScreenshot(`${slug(context.task.name)}-${theme}`, { timeout: stableShotTimeout });
    } finally {
      frame.remove();
    }
  });
}
