import { BrushComponent, MarkLineComponent } from 'echarts/components';
import { use as registerParts } from './echarts-core';

// Brushing a range and release markers: only the monitoring screens' charts use them, so they load
// with the first brushable chart (`LazyEChart`), and the usage dashboard's charts never fetch them.
registerParts([BrushComponent, MarkLineComponent]);
