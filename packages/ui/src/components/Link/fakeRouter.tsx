'use client';

import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';

/** The `navigate` of the stories' fake router: assert on it to check client-side navigation. */
export const navigate = fn();

/**
 * Routes every `href` in a story through a fake router, as the console does with its real one,
 * so a click does not leave the story. Use with `beforeEach: resetNavigate`.
 */
export const withFakeRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

export const resetNavigate = () => {
  navigate.mockClear();
};
