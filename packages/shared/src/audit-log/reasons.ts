import { defineReasons } from '../errors/reasons';
import { AUDIT_LOG_MESSAGES } from './schemas';

export const auditLogReasons = defineReasons({
  'audit_log.bad_cursor': { code: 'validation_failed', en: AUDIT_LOG_MESSAGES.badCursor },
});
