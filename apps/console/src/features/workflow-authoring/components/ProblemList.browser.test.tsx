import type { CheckProblem } from '@agentdeck/api-client';
import { ThemeProvider } from '@agentdeck/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../testing/axe';
import { ProblemList, PROBLEMS_SHOWN } from './ProblemList';

const problemsOf = (count: number): CheckProblem[] =>
  Array.from({ length: count }, (_, index) => ({ rule: 'agent.model', nodeId: `node-${index + 1}`, message: `Node ${index + 1} has no model` }));

describe('the problem list', () => {
  it('lists the first 50 problems of a large check, then 50 more each time Show more is pressed, and Go to names its node', async () => {
    const wentTo: string[] = [];
    render(
      <ThemeProvider theme="light">
        <main>
          <h1>Problems</h1>
          <ProblemList problems={problemsOf(120)} onGoTo={(nodeId) => wentTo.push(nodeId)} />
        </main>
      </ThemeProvider>,
    );
    const list = page.getByRole('list', { name: 'Problems' });
    await expect.element(list.getByRole('listitem').nth(PROBLEMS_SHOWN - 1)).toHaveTextContent('Node 50 has no model');
    expect(list.getByRole('listitem').elements()).toHaveLength(PROBLEMS_SHOWN);

    await userEvent.click(page.getByRole('button', { name: 'Show 50 more (70 not shown)' }));
    await expect.element(page.getByRole('button', { name: 'Show 20 more (20 not shown)' })).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(100);
    await userEvent.click(page.getByRole('button', { name: 'Show 20 more (20 not shown)' }));
    await expect.element(list.getByRole('listitem').nth(119)).toHaveTextContent('Node 120 has no model');
    await expect.element(page.getByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: 'Go to Node 120 has no model' }));
    expect(wentTo).toEqual(['node-120']);
    await expectNoAxeViolations('the problem list after Show more');
  });
});
