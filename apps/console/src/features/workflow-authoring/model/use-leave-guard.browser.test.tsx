import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useLeaveGuard } from './use-leave-guard';

function Editor() {
  const [isEdited, setEdited] = useState(false);
  const guard = useLeaveGuard(isEdited);
  return (
    <main>
      <button onClick={() => setEdited(true)}>Edit</button>
      <Link to="/elsewhere">Leave</Link>
      {guard.isAsking && (
        <div role="alertdialog" aria-label="Leave with unsaved changes?">
          <button onClick={guard.stay}>Stay</button>
          <button onClick={guard.leave}>Leave anyway</button>
        </div>
      )}
    </main>
  );
}

async function renderRoutes() {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/editor'] },
  );
  await render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveGuard', () => {
  it('lets the member leave freely with nothing unsaved', async () => {
    const router = await renderRoutes();
    await page.getByRole('link', { name: 'Leave' }).click();
    await expect.element(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks first with unsaved changes: Stay keeps the editor, Leave anyway goes', async () => {
    const router = await renderRoutes();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('link', { name: 'Leave' }).click();
    await expect.element(page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
    await page.getByRole('link', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Leave anyway' }).click();
    await expect.element(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });
});
