import { themeScript } from '../../theme/themeScript';

/**
 * Follows the system's light or dark setting from the first paint: put it in the `<head>` of a
 * server-rendered layout (no hooks, so it renders in a server component). With
 * `<ThemeProvider theme="system">` below, the theme then follows changes of the setting.
 */
export function ThemeScript({ nonce }: { /** For a Content-Security-Policy that allows scripts by nonce. */ nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript() }} />;
}
