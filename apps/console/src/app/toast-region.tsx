import { ToastRegion } from '@agentdeck/ui';
import { RouterProvider } from 'react-aria-components';

/**
 * The toast region on its own, for `provider.tsx` to load after the first render: with its close
 * button's tooltip and overlay positioning it weighs about 10 KiB of gzip JavaScript that no page
 * needs to draw itself, and toasts only follow a user's action (issue 5's first-route budget).
 * A toast queued before it arrives waits in the queue and shows when it mounts. It sits outside
 * the route tree, so a toast's link navigates through the router it is given.
 */
export default function AppToastRegion({ navigate }: { navigate: (to: string) => void }) {
  return (
    <RouterProvider navigate={navigate}>
      <ToastRegion />
    </RouterProvider>
  );
}
