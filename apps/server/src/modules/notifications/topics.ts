import { NOTICE_DESTINATION_TEMPLATE } from '@portal/contracts/notifications';
import type { TopicDefinition } from '../../platform/realtime/topics';

/** Each user's own notices (contracts `noticeDestination`): only that user may subscribe (ADR 0084). */
export const NOTIFICATION_TOPICS: readonly TopicDefinition[] = [
  { destination: NOTICE_DESTINATION_TEMPLATE, access: 'owner' },
];
