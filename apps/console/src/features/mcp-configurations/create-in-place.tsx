import { formInPlace } from '../../lib/records';
import { mcpServersScreen } from './screen';

/** 'New MCP Config' and 'Edit MCP Config' inside the MCPs selector (spec 001 section 4). */
export default formInPlace(mcpServersScreen.form);
