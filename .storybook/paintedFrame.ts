/** Room around the painted box for what a box does not measure: focus rings and shadows. */
const margin = 16;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The box around what the story painted (its elements and the overlays it opened), within the
 * story root and the viewport, widened by the margin. Elements as large as the root (an overlay's
 * underlay) are background, and elements of a pixel or less (visually hidden text) paint nothing:
 * neither widens the box.
 */
function paintedBox(root: Element): Box {
  const bounds = root.getBoundingClientRect();
  const limit = {
    left: Math.max(bounds.left, 0),
    top: Math.max(bounds.top, 0),
    right: Math.min(bounds.right, window.innerWidth),
    bottom: Math.min(bounds.bottom, window.innerHeight),
  };
  const painted = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const element of document.body.querySelectorAll('*')) {
    if (element === root) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.width >= bounds.width && box.height >= bounds.height) continue;
    painted.left = Math.min(painted.left, box.left);
    painted.top = Math.min(painted.top, box.top);
    painted.right = Math.max(painted.right, box.right);
    painted.bottom = Math.max(painted.bottom, box.bottom);
  }
  if (painted.left === Infinity) return { ...limit, right: limit.left + 1, bottom: limit.top + 1 };
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const left = clamp(Math.floor(painted.left - margin), limit.left, limit.right - 1);
  const top = clamp(Math.floor(painted.top - margin), limit.top, limit.bottom - 1);
  return {
    left,
    top,
    right: clamp(Math.ceil(painted.right + margin), left + 1, limit.right),
    bottom: clamp(Math.ceil(painted.bottom + margin), top + 1, limit.bottom),
  };
}

/** What the screenshot's `animations: 'disabled'` does, done first so boxes hold still to be measured. */
function settleAnimations() {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Infinity) animation.cancel();
    else animation.finish();
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const sameBox = (a: Box, b: Box) =>
  a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom;

/**
 * Adds a transparent, fixed box over what the story painted, once its fonts are in and its size
 * holds for a frame, for the look check to photograph: a picture of the whole story root was
 * mostly empty background and cost more than half of each story's time (issue 21).
 */
export async function framePaintedContent(root: Element): Promise<HTMLElement> {
  await document.fonts.ready;
  settleAnimations();
  let box = paintedBox(root);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await nextFrame();
    settleAnimations();
    const next = paintedBox(root);
    if (sameBox(box, next)) break;
    box = next;
  }
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.right - box.left}px`,
    height: `${box.bottom - box.top}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}
