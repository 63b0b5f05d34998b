/**
 * Who listens to what, by topic: a run's stream listens to its run's events, a log tail to its
 * workspace's lines. The one registry both streams use.
 */
export class Listeners<T> {
  private readonly byTopic = new Map<string, Set<(value: T) => void>>();

  /** Calls `listener` with each value told to the topic from now on; answers the function that stops it. */
  listen(topic: string, listener: (value: T) => void): () => void {
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(listener);
    this.byTopic.set(topic, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byTopic.delete(topic);
    };
  }

  /** How many listen to the topic. */
  count(topic: string): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  tell(topic: string, value: T): void {
    for (const listener of this.byTopic.get(topic) ?? []) listener(value);
  }
}
