export { activitiesNotice, describeActivity, type Activity } from './activities';
export { useRecentActivities, useRefreshRecentActivities } from './use-recent-activities';
export { UsageSummary } from './UsageSummary';
