export { LAYOUT_MEASURE, layoutGraph, warmUpLayout } from './layout-graph';
export type { Positions } from '../../../lib/elk-layout';
export { NODE_HEIGHT, NODE_WIDTH } from './node-size';
