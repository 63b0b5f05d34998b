import { RouterProvider } from 'react-aria-components';
// The component itself, not the feature's index: that would bring the whole access guard into
// the first page's JavaScript.
import { LoadingScreen } from '../../features/access-guard/components/LoadingScreen';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The root of every page: react-aria's links and menu items navigate through react-router
 * (client-side, no reload), with react-router's options such as `replace`.
 */
export function AppRoot() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}

/** The wait for a page's code on the first visit. */
export function PageLoading() {
  return <LoadingScreen label="Loading…" />;
}
