export { LAYOUT_MEASURE, layoutGraph, warmUpLayout } from './layout-graph';
export type { Positions } from './layout-messages';
export { NODE_HEIGHT, NODE_WIDTH } from './node-size';
