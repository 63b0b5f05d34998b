import { expect, test } from './fixtures/test.ts';
import { pick } from './support/selector.ts';
import { Toasts } from './support/toasts.ts';

const wid = '1001';

test.describe('workflow canvas', () => {
  test('a retrieval added between two nodes by mouse, connected, its problem fixed, published as the suggested Minor, and there after reopening', async ({
    page,
    api,
  }) => {
    const workflows = await api.get<{ id: string; name: string }[]>(`workspaces/${wid}/workflows`);
    const support = workflows.find((each) => each.name === 'Support intake')!;
    await page.goto(`/workspace/${wid}/workflows/workflow-authoring?workflowId=${support.id}`);
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    // A node's name is its kind and label, then how many problems the check found in it.
    const node = (name: string) => canvas.getByRole('group', { name: new RegExp(`^${name}(,|$)`) });
    await expect(node('Agent Reply agent')).toBeVisible();

    // The direct connection goes; a retrieval dropped from the palette takes its place.
    const direct = canvas.getByRole('group', { name: 'From Order update to Reply agent' });
    await direct.focus();
    await page.keyboard.press('Enter');
    await expect(direct).toHaveClass(/selected/);
    await page.keyboard.press('Delete');
    await expect(canvas.getByRole('group', { name: 'From Order update to Reply agent' })).toHaveCount(0);
    const box = (await canvas.boundingBox())!;
    await page
      .getByRole('button', { name: /^Retrieval/ })
      .dragTo(canvas, { targetPosition: { x: box.width / 2 - 160, y: box.height / 2 + 120 } });
    const retrieval = canvas.locator('.react-flow__node').filter({ has: page.getByText('Retrieval', { exact: true }) }).last();
    await expect(retrieval).toBeVisible();

    const handle = (of: ReturnType<typeof node>, type: 'source' | 'target') => of.locator(`.react-flow__handle.${type}`);
    await handle(node('Trigger Order update'), 'source').dragTo(handle(retrieval, 'target'));
    await handle(retrieval, 'source').dragTo(handle(node('Agent Reply agent'), 'target'));
    await expect(canvas.getByRole('group', { name: 'From Order update to Retrieval' })).toHaveCount(1);
    await expect(canvas.getByRole('group', { name: 'From Retrieval to Reply agent' })).toHaveCount(1);

    // The check names what the new node lacks; its panel fixes it.
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect(problems.getByText("Choose the retrieval 'Retrieval' reads")).toBeVisible();
    await retrieval.click();
    const panel = page.getByRole('region', { name: 'Retrieval' });
    await pick(page, panel, 'Add Vector RAG', 'Vector RAGs', [/^Policy Search/]);
    await panel.getByRole('textbox', { name: 'Query' }).fill('Order status for {{input.message}}');
    await expect(problems.getByText('No problems: the draft is ready to publish.')).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await expect(publish.getByText('Changes since version 1.1.0; suggested release type: Minor.')).toBeVisible();
    await publish.getByRole('button', { name: 'Publish 1.2.0' }).click();
    await new Toasts(page).expectShown('Version 1.2.0 published');

    await page.reload();
    await expect(page.getByText('Version 1.2.0', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'From Order update to Retrieval' })).toHaveCount(1);
    await expect(node('Retrieval Retrieval')).toBeVisible();
  });
});
