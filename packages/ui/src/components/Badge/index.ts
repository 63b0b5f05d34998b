export { Badge, type BadgeProps } from './Badge';
export { tones as badgeTones, type Tone as BadgeTone } from './Badge.css';
