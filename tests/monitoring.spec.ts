import { expect, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;
const DAY = 86_400_000;

interface Point {
  start: string;
  runs: number;
  failures: number;
  errorRate: number;
}

test.describe('monitoring', () => {
  test("from the metrics page, brushing a seeded workflow's error spike opens logging at its errors, and a line opens its run's trace", async ({
    page,
    api,
    checkA11y,
  }) => {
    // Two pages with charts and a trace: about 10 s on a quiet machine, more on a busy one.
    test.slow();
    const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
    const claims = workflows.find((workflow) => workflow.name === 'Claims triage')!;
    // The days the page asks for (the last 30), and the seeded spike among them: the day with the highest error rate.
    const to = new Date();
    const from = new Date(to.getTime() - 30 * DAY);
    const metrics = await api.post<{ series: { key: string; points: Point[] }[] }>(`workspaces/${wid}/metrics`, {
      from: from.toISOString(),
      to: to.toISOString(),
      interval: 'day',
      groupBy: 'workflow',
      workflowId: claims.id,
    });
    const points = metrics.series.find((series) => series.key === claims.id)!.points;
    const spike = points.reduce((best, point, index) => (point.errorRate > points[best]!.errorRate ? index : best), 0);
    expect(points[spike]!.failures).toBeGreaterThan(0);

    await page.goto(`/workspace/${wid}/metrics-and-analytics?range=30d&groupBy=workflow&group=${claims.id}`);
    const chart = page.getByRole('img', { name: 'Error rate per day by workflow' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg')).toBeVisible();
    await checkA11y('metrics by workflow');

    // Drag across the spike's day, give or take one: the plot starts after the axis labels.
    const box = (await chart.boundingBox())!;
    const plotLeft = box.x + 48;
    const plotWidth = box.width - 48 - 16;
    const xOf = (index: number) => plotLeft + (plotWidth * (index + 0.5)) / points.length;
    // Again until the chart, drawn once more after it measured itself, has taken the brush.
    await expect(async () => {
      if (!page.url().includes('/logging')) {
        await page.mouse.move(xOf(Math.max(0, spike - 1)), box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(xOf(Math.min(points.length - 1, spike + 1)), box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
      }
      await expect(page).toHaveURL(/\/logging\?/, { timeout: 2_000 });
    }).toPass();
    const address = new URL(page.url());
    expect(address.searchParams.get('q')).toBe('level:error AND workflow:"Claims triage"');
    const spikeStart = Date.parse(points[spike]!.start);
    expect(Date.parse(address.searchParams.get('from')!)).toBeLessThanOrEqual(spikeStart);
    expect(Date.parse(address.searchParams.get('to')!)).toBeGreaterThan(spikeStart);

    const lines = page.getByRole('grid', { name: 'Log lines' });
    await expect(page.getByRole('status').filter({ hasText: /lines? match/ })).not.toHaveText(/^0 lines/);
    const first = lines.getByRole('row').nth(1);
    await expect(first).toContainText('error');
    await expect(first).toContainText('Claims triage');
    await checkA11y('logging at the spike');
    await first.click();
    const detail = page.getByRole('dialog', { name: 'Log line' });
    await expect(detail.getByRole('list', { name: 'Lines of the run around this one' })).toBeVisible();
    await detail.getByRole('button', { name: 'Open run trace' }).click();
    const trace = page.getByRole('dialog', { name: 'Run trace' });
    await expect(trace.getByText('Failed').first()).toBeVisible();
    await expect(trace.getByRole('link', { name: /^Open Claims triage / })).toBeVisible();
  });
});
