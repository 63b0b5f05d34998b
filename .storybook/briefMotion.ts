import type { Preview } from '@storybook/react-vite';
import { vars } from '../packages/ui/src/theme';

const durations = Object.values(vars.motion.duration).flatMap((token) => /var\((--[^),]+)/.exec(token)?.[1] ?? []);

/**
 * In the test run the motion tokens last a millisecond. Plays wait for each slide and fade to end
 * before they act, and at full length those waits were a quarter of the overlay stories' time
 * (issue 21). Motion still starts, runs and ends, so what depends on it is still checked (an
 * overlay leaving before it unmounts). A story about the motion itself asks for it in full with
 * `parameters: { motion: 'full' }`; the catalogue always shows it in full.
 */
export const briefMotion: Preview = {
  beforeEach({ parameters }) {
    const root = document.documentElement;
    for (const property of durations) root.style.removeProperty(property);
    if (parameters.motion === 'full') return;
    for (const property of durations) {
      if (parseFloat(getComputedStyle(root).getPropertyValue(property)) > 0) root.style.setProperty(property, '1ms');
    }
  },
};
