// The developer outbox at /stand-in/mail: every e-mail the product sent, newest first, as a page (the
// plain text with clickable links, and the HTML version in a sandboxed frame) and as JSON.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { outboxMail } from '../../db/schema';
import type { MailKind } from '../../mail';
import { defineHandlers } from '../../rest/handlers';
import { escapeHtml, htmlPage } from '../html';

/** Most mails shown or listed at once (the newest). */
export const OUTBOX_PAGE_SIZE = 200;

type OutboxRow = typeof outboxMail.$inferSelect;

async function newestMails(context: RequestContext, filter: { to?: string; kind?: MailKind } = {}): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (filter.to) conditions.push(sql`lower(${outboxMail.to}) = ${filter.to.toLowerCase()}`);
  if (filter.kind) conditions.push(eq(outboxMail.kind, filter.kind));
  return context.db
    .select()
    .from(outboxMail)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboxMail.sentAt), desc(outboxMail.id))
    .limit(OUTBOX_PAGE_SIZE);
}

/** Plain text as HTML, with its web addresses as links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`);

function outboxPage(mails: OutboxRow[]): string {
  const items = mails.map(
    (mail) => `<article class="card">
<h2 style="font-size:17px;margin:0 0 4px">${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · <time datetime="${mail.sentAt.toISOString()}">${escapeHtml(mail.sentAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${linkify(mail.text)}</pre>
<details><summary>HTML version</summary><iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`,
  );
  return htmlPage(
    'Mail outbox',
    `<h1>Mail outbox</h1>
<p class="note">Every e-mail Cadence sent, newest first${mails.length === OUTBOX_PAGE_SIZE ? ` (the latest ${OUTBOX_PAGE_SIZE})` : ''}. Nothing leaves this machine. As JSON: <a href="/stand-in/mail/messages">/stand-in/mail/messages</a>.</p>
${items.length ? items.join('\n') : '<p>No mail has been sent yet.</p>'}`,
  );
}

export const mailStandInHandlers = defineHandlers({
  async mailGetOutbox(_request, context) {
    return { status: 200, raw: outboxPage(await newestMails(context)), contentType: 'text/html; charset=utf-8', headers: { 'cache-control': 'no-store' } };
  },

  async mailListMessages(request, context) {
    const mails = await newestMails(context, request.query);
    return {
      status: 200,
      body: mails.map((mail) => ({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, sent_at: mail.sentAt.toISOString(), kind: mail.kind as MailKind })),
      headers: { 'cache-control': 'no-store' },
    };
  },
});
