export { formatDate, isoInstant, type DateFormat, type DateFormatOptions } from './format-date';
export { formatRelativeTime } from './relative-time';
export { Moment, type MomentProps } from './Moment';
