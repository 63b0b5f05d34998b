import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastQueue } from './toastQueue';

describe('toast', () => {
  afterEach(() => toast.clear());

  it('queues a success toast with the exact message', () => {
    toast.success('Variable saved successfully');
    expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([
      { tone: 'success', message: 'Variable saved successfully' },
    ]);
  });

  it('queues an error toast with the server message', () => {
    toast.error("Something went wrong! We couldn't save your database");
    expect(toastQueue.visibleToasts[0]?.content).toEqual({
      tone: 'error',
      message: "Something went wrong! We couldn't save your database",
    });
  });

  it('carries a link to what the action made', () => {
    toast.success('Item added to Claims regressions', { link: { label: 'Open Claims regressions', href: '/datasets/1' } });
    expect(toastQueue.visibleToasts[0]?.content).toEqual({
      tone: 'success',
      message: 'Item added to Claims regressions',
      link: { label: 'Open Claims regressions', href: '/datasets/1' },
    });
  });

  // The timers themselves start when a ToastRegion renders the toast (react-aria's useToast);
  // the Toast stories check the auto-dismiss in the browser.
  it('gives a success toast a 5 second timeout by default', () => {
    toast.success('MCP saved successfully');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
  });

  it('gives an error toast an 8 second timeout by default', () => {
    toast.error('Forbidden');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(8000);
  });

  it('honours a custom timeout and onClose', () => {
    const onClose = vi.fn();
    const key = toast.success('Agent updated', { timeout: 6000, onClose });
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(6000);
    toast.dismiss(key);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast with a null timeout until dismissed', () => {
    const key = toast.error('Unable to retrieve tools for the given URL. Please verify the URL and try again.', {
      timeout: null,
    });
    expect(toastQueue.visibleToasts[0]?.timeout).toBeUndefined();
    expect(toastQueue.visibleToasts[0]?.timer).toBeUndefined();
    toast.dismiss(key);
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('shows at most five toasts and reveals the next when one closes', () => {
    const keys = Array.from({ length: 6 }, (_, i) => toast.success(`Saved ${i + 1}`, { timeout: null }));
    expect(toastQueue.visibleToasts).toHaveLength(5);
    toast.dismiss(keys[5]!);
    toast.dismiss(toastQueue.visibleToasts[0]!.key);
    expect(toastQueue.visibleToasts).toHaveLength(4);
  });
});
