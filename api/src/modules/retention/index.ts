export { createRetentionService, type RetentionDeps, type RetentionRun, type RetentionService } from './retention.service';
export { retentionTask } from './retention.tasks';
export { DEFAULT_RETENTION, type RetentionSettings } from './retention.settings';
export { recordSystemAudit } from './retention.repo';
