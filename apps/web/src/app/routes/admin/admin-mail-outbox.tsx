import { MailOutboxScreen } from '@/features/mail/components/mail-outbox-screen';

/** `/admin/misc/mail_outbox/:id?`: the id opens that message (spec §2: optional). */
export default function Component() {
  return <MailOutboxScreen />;
}
