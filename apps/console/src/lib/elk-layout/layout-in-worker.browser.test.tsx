import { describe, expect, it } from 'vitest';
import { layoutInWorker } from './layout-in-worker';

describe('layoutInWorker', () => {
  it('answers each request with its own positions, left to right', async () => {
    const box = (id: string) => ({ id, width: 100, height: 40 });
    const graph = (ids: string[]) => ({
      id: 'root',
      layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'RIGHT' },
      children: ids.map(box),
      edges: ids.slice(1).map((id, index) => ({ id: `e${index}`, sources: [ids[index]!], targets: [id] })),
    });
    const [two, three] = await Promise.all([layoutInWorker(graph(['a', 'b'])), layoutInWorker(graph(['x', 'y', 'z']))]);
    expect(Object.keys(two).sort()).toEqual(['a', 'b']);
    expect(Object.keys(three).sort()).toEqual(['x', 'y', 'z']);
    expect(three.x!.x).toBeLessThan(three.y!.x);
    expect(three.y!.x).toBeLessThan(three.z!.x);
  });

  it("rejects a graph ELK cannot lay out with ELK's reason", async () => {
    const graph = { id: 'root', children: [], edges: [{ id: 'e', sources: ['missing'], targets: ['gone'] }] };
    await expect(layoutInWorker(graph)).rejects.toThrow(/\S/);
  });
});
