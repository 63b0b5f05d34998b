export { layoutInWorker, warmUpLayoutWorker } from './layout-in-worker';
export type { Positions } from './layout-messages';
