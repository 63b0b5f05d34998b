/**
 * The toast region on its own, for `provider.tsx` to load after the first render: with its close
 * button's tooltip and overlay positioning it weighs about 10 KiB of gzip JavaScript that no page
 * needs to draw itself, and toasts only follow a user's action (issue 5's first-route budget).
 * A toast queued before it arrives waits in the queue and shows when it mounts.
 */
export { ToastRegion as default } from '@agentdeck/ui';
