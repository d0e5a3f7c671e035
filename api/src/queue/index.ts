export { startBackgroundWork, type BackgroundWork, type ScheduledTask } from './background-work';
export { scheduledTasks, type TaskDeps } from './tasks';
