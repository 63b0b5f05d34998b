import { BrushComponent, MarkLineComponent } from 'echarts/components';
import { use as registerParts } from './echarts-core';

// Brushing a range and release markers: only the monitoring screens' charts use them, so they load
// with the first brushable chart (`LazyEChart`), and the usage dashboard's charts never fetch them.
registerParts([BrushComponent, MarkLineComponent]);

/**
 * Read by `LazyEChart` once this module is loaded. The console's package.json says that only CSS
 * has side effects, so a module imported for its side effect alone is dropped from the build (this
 * chunk was empty): an export that is used keeps it, and its registration with it.
 */
export const interactionsRegistered = true;
