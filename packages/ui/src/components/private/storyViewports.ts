/**
 * A phone-sized viewport for stories about narrow screens: in Storybook it is the story's
 * viewport (and offered in the toolbar), and the Vitest run of the story sets the page to its
 * size (@storybook/addon-vitest reads the same parameters). Spread it into a story.
 */
export const onAPhone = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone, 360px', styles: { width: '360px', height: '740px' }, type: 'mobile' as const },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
