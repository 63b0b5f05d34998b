import type { Page, Request } from '@playwright/test';
import { expect, test, workspaces } from './fixtures/test.ts';

interface UsageBody {
  from: string;
  to: string;
  type: 'workflows' | 'tokens' | 'credits' | 'storage';
  groupBy?: 'month' | 'year' | 'model';
}
interface Execution {
  workflowName: string;
  executionCount: number;
}

const emptyText = 'There is no available data for the workflow execution.';
const monthName = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
const now = new Date();
const thisMonth = monthName(now);
const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const lastMonth = monthName(lastMonthStart);
const pad = (value: number) => String(value).padStart(2, '0');
const ddmmyyyy = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

const usageBody = (request: Request) => request.postDataJSON() as UsageBody;
const isUsageCall = (type: UsageBody['type']) => (request: Request) =>
  /\/api\/workspaces\/\d+\/usage$/.test(request.url()) &&
  request.method() === 'POST' &&
  usageBody(request).type === type;

/** Waits for the workflow executions answer of the window starting at `from`. */
const executionsAnswer = (page: Page, from: string) =>
  page.waitForResponse(
    (response) =>
      isUsageCall('workflows')(response.request()) && usageBody(response.request()).from === from,
  );

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Adds the mock API's per-request headers (apps/mock-api/README.md) to some usage calls. */
async function withMockHeaders(
  page: Page,
  headers: Record<string, string>,
  only: (body: UsageBody) => boolean = () => true,
) {
  await page.route('**/api/workspaces/*/usage', async (route) => {
    const request = route.request();
    if (!only(usageBody(request))) return route.continue();
    await route.continue({ headers: { ...request.headers(), ...headers } });
  });
}

test.describe('the usage dashboard', () => {
  test('shows the overall and consumption cards and both panels with the seeded data', async ({
    page,
  }) => {
    const executions = executionsAnswer(
      page,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();

    // Overall cards: usage against the quota and the trend against last month.
    const overall = region(page, 'Overall Usage');
    const cardsRange = `${ddmmyyyy(lastMonthStart)} – ${ddmmyyyy(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)))}`;
    await expect(overall.getByText(cardsRange)).toBeVisible();
    for (const [title, quota] of [
      ['Storage', 'of 250 GB'],
      ['Credits', 'of 16,000 credits'],
      ['Tokens', 'of 10,000K tokens'],
    ] as const) {
      await expect(overall.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(overall.getByText(quota)).toBeVisible();
      await expect(overall.getByRole('meter', { name: `${title} quota used` })).toBeVisible();
    }
    await expect(
      overall.getByText(/(Up|Down) [\d.]+% from last month|Same as last month/),
    ).toHaveCount(3);

    // Consumption cards, each with an area chart of last month and this month.
    const consumption = region(page, 'Consumption');
    for (const title of ['Storage', 'Credit Usage', 'Token Usage']) {
      await expect(consumption.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(
        consumption.getByRole('img', { name: `${title}, last month and this month` }),
      ).toBeVisible();
    }
    await expect(
      consumption.getByRole('img', { name: 'Credit Usage, last month and this month' }),
    ).toHaveAccessibleDescription(/Highest [\d,]+ credits in/);

    // Month by Month Usage: credits and a line per model over the last 12 months.
    const monthly = region(page, 'Month by Month Usage');
    await expect(monthly.getByRole('heading', { level: 3, name: 'Credits' })).toBeVisible();
    await expect(
      monthly.getByRole('heading', { level: 3, name: 'Intelligence Source Tokens' }),
    ).toBeVisible();
    await expect(monthly.getByRole('img', { name: 'Credits by month' })).toBeVisible();
    const tokens = monthly.getByRole('img', {
      name: 'Intelligence source tokens by model and month',
    });
    await expect(tokens).toBeVisible();
    await expect(tokens).toHaveAccessibleDescription(
      /^Gemini, Claude, OpenAI, Mistral\. All models:/,
    );
    await expect(monthly.getByRole('list', { name: 'Models' }).getByRole('listitem')).toHaveText([
      'Gemini',
      'Claude',
      'OpenAI',
      'Mistral',
    ]);
    // The figures behind the charts, for screen reader users: 12 months.
    await expect(
      monthly.getByRole('table', { name: 'Credits by month' }).getByRole('row'),
    ).toHaveCount(13);
    // ECharts has drawn the lines (SVG), inside the named image.
    await expect(tokens.locator('svg path').first()).toBeAttached();

    // Workflow Executions: this month by default, 4 rows a page, in the API's order.
    const panel = region(page, 'Workflow Executions');
    const rows = ((await (await executions).json()) as { data: { workflows: Execution[] } }).data
      .workflows;
    expect(rows.length).toBeGreaterThan(4);
    await expect(panel.getByRole('button', { name: /Month/ })).toContainText(thisMonth);
    await expect(
      panel.getByRole('img', { name: `Workflow executions in ${thisMonth}` }),
    ).toBeVisible();
    const table = panel.getByRole('table', { name: `Workflow executions in ${thisMonth}` });
    await expect(table.getByRole('columnheader')).toHaveText(['Workflow Name', 'Execution Count']);
    await expect(table.getByRole('rowheader')).toHaveText(
      rows.slice(0, 4).map((row) => row.workflowName),
    );
    await expect(table.getByRole('cell').first()).toHaveText(
      rows[0]!.executionCount.toLocaleString('en-US'),
    );
    await expect(panel.getByText(`Page 1 of ${Math.ceil(rows.length / 4)}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(table.getByRole('rowheader')).toHaveText(
      rows.slice(4, 8).map((row) => row.workflowName),
    );
    await expect(panel.getByText(`Page 2 of ${Math.ceil(rows.length / 4)}`)).toBeVisible();
  });

  test('the month picker lists the last 12 months and a past month, picked with the keyboard, shows that whole month', async ({
    page,
  }) => {
    const current = executionsAnswer(
      page,
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    const currentRows = ((await (await current).json()) as { data: { workflows: Execution[] } })
      .data.workflows;
    const panel = region(page, 'Workflow Executions');
    await expect(
      panel.getByRole('table', { name: `Workflow executions in ${thisMonth}` }),
    ).toBeVisible();

    const picker = panel.getByRole('button', { name: /Month/ });
    await picker.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(12);
    await expect(options.first()).toHaveText(thisMonth);
    await expect(options.last()).toHaveText(
      monthName(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))),
    );

    const answer = executionsAnswer(page, lastMonthStart.toISOString());
    // The list opens on the current month; the one below is last month.
    await expect(page.getByRole('option', { name: thisMonth })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const response = await answer;
    await expect(picker).toBeFocused();
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
    // A past month ends at its last millisecond (spec 000 section 4.6).
    expect(usageBody(response.request()).to).toBe(lastDay.toISOString());
    const rows = ((await response.json()) as { data: { workflows: Execution[] } }).data.workflows;
    // Every month has figures of its own (apps/mock-api seed), so the table really changes.
    expect(rows).not.toEqual(currentRows);

    await expect(
      panel.getByText(`${ddmmyyyy(lastMonthStart)} – ${ddmmyyyy(lastDay)}`),
    ).toBeVisible();
    await expect(
      panel.getByRole('img', { name: `Workflow executions in ${lastMonth}` }),
    ).toBeVisible();
    const table = panel.getByRole('table', { name: `Workflow executions in ${lastMonth}` });
    await expect(table.getByRole('rowheader')).toHaveText(
      rows.slice(0, 4).map((row) => row.workflowName),
    );
    await expect(table.getByRole('cell').first()).toHaveText(
      rows[0]!.executionCount.toLocaleString('en-US'),
    );

    // The next page, by keyboard too: from the picker past the two sort buttons to Next
    // (Previous is disabled on the first page).
    await page.keyboard.press('Tab');
    await expect(table.getByRole('button', { name: 'Workflow Name' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('rowheader')).toHaveText(
      rows.slice(4, 8).map((row) => row.workflowName),
    );
  });

  test('a workspace without usage shows the empty text and charts at zero', async ({ page }) => {
    await page.goto(`/workspace/${workspaces.sandbox.id}/usage`);
    const panel = region(page, 'Workflow Executions');
    await expect(panel.getByText(emptyText)).toBeVisible();
    await expect(panel.getByRole('table')).toHaveCount(0);

    const consumption = region(page, 'Consumption');
    await expect(consumption.getByText('0 GB', { exact: true }).first()).toBeVisible();
    await expect(
      consumption.getByRole('img', { name: 'Storage, last month and this month' }),
    ).toHaveAccessibleDescription('No usage recorded in this period.');
    await expect(
      region(page, 'Month by Month Usage').getByRole('img', { name: 'Credits by month' }),
    ).toHaveAccessibleDescription('No usage recorded in this period.');
  });

  test("shows skeletons with 'Analyzing Your Data' while the usage loads", async ({ page }) => {
    await withMockHeaders(page, { 'x-mock-latency': '1500' });
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    const panel = region(page, 'Workflow Executions');
    await expect(
      panel.getByRole('status').filter({ hasText: 'Analyzing Your Data' }),
    ).toBeVisible();
    await expect(
      region(page, 'Consumption').getByRole('status').filter({ hasText: 'Analyzing Your Data' }),
    ).toHaveCount(3);
    await expect(
      region(page, 'Month by Month Usage')
        .getByRole('status')
        .filter({ hasText: 'Analyzing Your Data' }),
    ).toHaveCount(2);
    await expect(
      panel.getByRole('table', { name: `Workflow executions in ${thisMonth}` }),
    ).toBeVisible();
    await expect(page.getByText('Analyzing Your Data')).toHaveCount(0);
  });

  test('a failing panel shows its error and Retry while the others load', async ({ page }) => {
    await withMockHeaders(
      page,
      { 'x-mock-failure-rate': '1' },
      (body) => body.type === 'workflows',
    );
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    const panel = region(page, 'Workflow Executions');
    await expect(panel.getByText("We couldn't load the workflow executions.")).toBeVisible();
    await expect(
      panel.getByText('Injected failure: the mock API is simulating an outage'),
    ).toBeVisible();
    // The rest of the dashboard carries on.
    await expect(
      region(page, 'Month by Month Usage').getByRole('img', { name: 'Credits by month' }),
    ).toBeVisible();
    await expect(
      region(page, 'Consumption').getByRole('img', {
        name: 'Token Usage, last month and this month',
      }),
    ).toBeVisible();
    await expect(page.getByText(/We couldn't load/)).toHaveCount(1);

    await page.unrouteAll();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(
      panel.getByRole('table', { name: `Workflow executions in ${thisMonth}` }),
    ).toBeVisible();
    await expect(panel.getByText("We couldn't load the workflow executions.")).toHaveCount(0);
  });

  test('draws the charts in the colours of the current theme', async ({ page }) => {
    await page.goto(`/workspace/${workspaces.enterprise.id}/usage`);
    const credits = region(page, 'Month by Month Usage').getByRole('img', {
      name: 'Credits by month',
    });
    // The accent of the light theme (indigo 600), then of the dark theme (indigo 300).
    await expect(credits.locator('path[stroke="#4f46e5"]').first()).toBeAttached();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(credits.locator('path[stroke="#a5b4fc"]').first()).toBeAttached();
    await expect(credits.locator('path[stroke="#4f46e5"]')).toHaveCount(0);
  });
});
