// E-mails go to the outbox table, which developers read at /stand-in/mail; nothing leaves the machine.
import { randomUUID } from 'node:crypto';
import type { Db } from './db/client';
import { outboxMail } from './db/schema';

export type MailKind = 'verify_email' | 'reset_password' | 'invitation' | 'email_change' | 'welcome';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db): Mailer {
  return {
    async send(mail) {
      // sent_at is the real time of sending (the database's clock), so the outbox lists mails in order.
      await db.insert(outboxMail).values({ id: randomUUID(), ...mail });
    },
  };
}
