import { useSyncExternalStore } from 'react';

/**
 * A string kept in localStorage that React components can subscribe to; changes made in another
 * tab arrive through the `storage` event (signing out in one tab signs out the others).
 * Storage may be unavailable (private modes, blocked cookies): the value then lives in memory.
 */
export function createBrowserStore(key: string) {
  const listeners = new Set<() => void>();
  let memory: string | null = null;

  const read = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory;
    }
  };
  const write = (value: string | null) => {
    memory = value;
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the in-memory value is used instead.
    }
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get: read,
    set: write,
    clear: () => write(null),
    subscribe,
    /** The current value, re-rendering when it changes. */
    useValue: () => useSyncExternalStore(subscribe, read, () => null),
  };
}
