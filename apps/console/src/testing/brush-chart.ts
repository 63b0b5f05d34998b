/**
 * Drags across a chart (its `role="img"` frame) from one fraction of its width to another, with
 * the mouse events ECharts' brush listens to. A chart drawn again after it measured itself may
 * miss the first drag: call it in a poll until what the brush does has happened.
 */
export function brushChart(chart: Element, from: number, to: number) {
  const box = chart.getBoundingClientRect();
  const surface = chart.querySelector('svg')?.parentElement;
  if (!surface) return;
  const at = (x: number) => ({ bubbles: true, clientX: box.left + box.width * x, clientY: box.top + box.height / 2, button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true });
  // zrender listens to pointer events where the browser has them, to mouse events otherwise.
  const send = (target: EventTarget, type: 'down' | 'move' | 'up', x: number) => {
    target.dispatchEvent(new PointerEvent(`pointer${type}`, at(x)));
    target.dispatchEvent(new MouseEvent(`mouse${type}`, at(x)));
  };
  send(surface, 'down', from);
  send(surface, 'move', (from + to) / 2);
  send(document, 'move', to);
  send(document, 'up', to);
}
