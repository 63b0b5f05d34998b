export { activitiesNotice, describeActivity, formatActivityDate, formatActivityTime, type Activity } from './activities';
export { useRecentActivities, useRefreshRecentActivities } from './use-recent-activities';
export { UsageSummary } from './UsageSummary';
