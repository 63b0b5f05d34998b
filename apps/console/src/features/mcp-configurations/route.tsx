import { ResourceScreen } from '../../lib/records';
import { mcpServersScreen } from './screen';

/** `/workspace/{wid}/mcp-configurations`: MCP servers with live tool discovery (spec 001). */
export function Component() {
  return <ResourceScreen definition={mcpServersScreen} />;
}
