import { vars } from '@agentdeck/ui/theme';
import { globalStyle } from '@vanilla-extract/css';

// xyflow's canvases (workflow authoring, data lineage) in the theme's colours.

// The ui reset caps images at their container's width; xyflow's edge layers are zero-width SVGs
// that paint outside themselves, and a capped one is not painted at all.
globalStyle('.react-flow svg', { maxWidth: 'none' });
globalStyle('.react-flow__edge-path', { stroke: vars.color.borderStrong, strokeWidth: 1.5 });
globalStyle('.react-flow__edge.selected .react-flow__edge-path', { stroke: vars.color.accent, strokeWidth: 2.5 });
globalStyle('.react-flow__edge-text', { fill: vars.color.text, fontSize: vars.font.size.xs });
globalStyle('.react-flow__edge-textbg', { fill: vars.color.surface });
globalStyle('.react-flow__controls-button', { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border });
globalStyle('.react-flow__controls-button svg', { fill: 'currentColor' });
globalStyle('.react-flow__minimap', { background: vars.color.surface, border: `1px solid ${vars.color.border}` });
