/** Raw design tokens. Components never read these directly: they read `vars` from the contract. */

export const breakpoints = {
  /** Below 640px is mobile (spec 002 section 9). */
  mobile: 0,
  sm: 640,
  md: 1024,
  lg: 1280,
  xl: 1366,
  xxl: 1440,
  xxxl: 1920,
} as const;

/** The spec's named upper bounds: sm up to 1024, md 1280, lg 1366, xl 1440, xxlg 1920. */
export const breakpointUpperBounds = {
  mobile: 640,
  sm: 1024,
  md: 1280,
  lg: 1366,
  xl: 1440,
  xxlg: 1920,
} as const;

/** Small-screen breakpoint where the sidebar collapses (spec 000 section 9). */
export const smallScreenMaxWidth = 768;

export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray50: '#f8fafc',
  gray100: '#f1f5f9',
  gray200: '#e2e8f0',
  gray300: '#cbd5e1',
  gray400: '#94a3b8',
  gray500: '#64748b',
  gray600: '#475569',
  gray700: '#334155',
  gray800: '#1e293b',
  gray850: '#172033',
  gray900: '#0f172a',
  gray950: '#0b1120',
  indigo100: '#e0e7ff',
  indigo300: '#a5b4fc',
  indigo400: '#818cf8',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  indigo900: '#312e81',
  red100: '#fee2e2',
  red300: '#fca5a5',
  red400: '#f87171',
  red700: '#b91c1c',
  red800: '#991b1b',
  red950: '#450a0a',
  green100: '#dcfce7',
  green300: '#86efac',
  green700: '#15803d',
  green950: '#052e16',
  amber100: '#fef3c7',
  amber300: '#fcd34d',
  amber800: '#92400e',
  amber950: '#451a03',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '10px',
  xl: '16px',
  full: '9999px',
} as const;

export const fontFamily = {
  body: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif',
  mono: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  xxl: '24px',
  display: '32px',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.25',
  normal: '1.5',
} as const;

export const duration = {
  instant: '0ms',
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '10',
  sidebar: '20',
  header: '30',
  overlay: '100',
  modal: '110',
  popover: '120',
  toast: '130',
  tooltip: '140',
} as const;

/** Fixed sizes quoted by the spec (000 section 9, 001 section 9, 002 section 9). */
export const size = {
  dialogWidth: '580px',
  dialogListHeight: '351px',
  drawerWidth: '633px',
  sidebarWidth: '308px',
  sidebarCollapsedWidth: '3rem',
  sidebarMobileWidth: '18rem',
  providerLogo: '48px',
  editorMinHeight: '200px',
  controlHeight: '36px',
  controlHeightSmall: '28px',
  icon: '16px',
  iconSmall: '12px',
  iconLarge: '20px',
  iconXLarge: '32px',
  tooltipMaxWidth: '280px',
  toastWidth: '360px',
  menuMinWidth: '180px',
} as const;
