/** The risk hints an MCP server declares for a tool (MCP tool annotations). */
export interface RiskHints {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * The hints in words after a tool's description, so they are read before the tool is enabled;
 * nothing when the server declares none. A tool that is not read-only changes things, and is
 * called destructive when the server says so.
 */
export function describeRisk(hints: RiskHints | undefined): string {
  if (!hints) return '';
  const words = [
    hints.readOnlyHint === true && 'read-only',
    hints.readOnlyHint === false && (hints.destructiveHint ? 'destructive' : 'makes changes'),
    hints.openWorldHint === true && 'reaches outside services',
  ].filter(Boolean);
  return words.length ? ` (${words.join(', ')})` : '';
}
