import { RouterProvider as LinkRouter } from '@agentdeck/ui';
import { Outlet, useHref, useNavigate } from 'react-router';

/**
 * A test router's layout route: react-aria's links navigate through the router, as the console's
 * root route makes them (no page load, which would end a browser test).
 */
export function LinksThroughRouter() {
  const navigate = useNavigate();
  return (
    <LinkRouter navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </LinkRouter>
  );
}
