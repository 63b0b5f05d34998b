import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ThemeProvider } from '../packages/ui/src/components/ThemeProvider';
import type { ThemeName } from '../packages/ui/src/theme';
import { clearSpentAnnouncements } from '../packages/ui/src/components/Dialog/storyHelpers';

// Plays wait up to 5 s for what they look for: on a busy CI machine a debounced search in a
// picker took longer than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5_000 });

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // A pending button of the story before (a form that saved) leaves its announcement in
  // react-aria's shared live region for 7 s, pointing at a button that is gone.
  beforeEach: () => {
    clearSpentAnnouncements();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (shared/TOOLCHAIN.md, 'a11y gate').
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
