// The e-mails of the people area, in plain text and HTML, with links to the app's pages on the public
// origin. Texts come from the translation bundle (mail.*), so the app and the server word them alike.
import type { RequestContext } from '../context';
import type { Mail, MailKind } from '../mail';
import { EMAIL_TOKEN_LIFETIME_S } from './emailTokens';
import { escapeHtml } from './html';
import { translate } from './i18n';
import { isoDay } from '../accounts/model';

type MailContext = Pick<RequestContext, 'config' | 'mail'>;

/** The app's pages that mail links open. */
export const appLinks = {
  verifyEmail: (origin: string, token: string) => `${origin}/verify-email/${encodeURIComponent(token)}`,
  resetPassword: (origin: string, token: string) => `${origin}/reset-password/${encodeURIComponent(token)}`,
  invitation: (origin: string, token: string) => `${origin}/invitation/${encodeURIComponent(token)}`,
  login: (origin: string, email: string) => `${origin}/login?email=${encodeURIComponent(email)}`,
};

interface MailContent {
  kind: MailKind;
  to: string;
  subject: string;
  /** The recipient's name for the greeting, when known. */
  name?: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Said after the action. */
  after: string[];
}

function render(content: MailContent): Mail {
  const greeting = content.name ? translate('mail.greeting', { name: content.name }) : translate('mail.greetingWithoutName');
  const signature = translate('mail.signature');
  const footer = translate('mail.footer', { email: content.to });
  const fallback = translate('mail.linkFallback');
  const text = [greeting, ...content.paragraphs, `${content.action.label}: ${content.action.url}`, ...content.after, signature, '--', footer].join('\n\n');
  const url = escapeHtml(content.action.url);
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f4;font:15px/1.5 system-ui,sans-serif;color:#1d1d1b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:10px;padding:28px">
${paragraph(greeting)}
${content.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1d1d1b;color:#fff;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666">${escapeHtml(fallback)}<br><a href="${url}" style="color:#1d1d1b;word-break:break-all">${url}</a></p>
${content.after.map(paragraph).join('\n')}
${paragraph(signature)}
<p style="margin:24px 0 0;font-size:12px;color:#888">${escapeHtml(footer)}</p>
</div>
</body></html>`;
  return { to: content.to, subject: content.subject, kind: content.kind, text, html };
}

const days = (seconds: number) => Math.round(seconds / 86_400);
const minutes = (seconds: number) => Math.round(seconds / 60);

/** A mail to a user whose one action is a link to an app page, texts under mail.{key}. */
function userLinkMail(kind: MailKind, key: string, to: { email: string; name: string }, url: string, expiry: Record<string, number>): Mail {
  return render({
    kind,
    to: to.email,
    name: to.name,
    subject: translate(`mail.${key}.subject`),
    paragraphs: [translate(`mail.${key}.body`, { email: to.email })],
    action: { label: translate(`mail.${key}.action`), url },
    after: [translate(`mail.${key}.expiry`, expiry)],
  });
}

export async function sendVerifyEmailMail(context: MailContext, to: { email: string; name: string }, token: string): Promise<void> {
  const url = appLinks.verifyEmail(context.config.publicOrigin, token);
  await context.mail.send(userLinkMail('verify_email', 'verifyEmail', to, url, { days: days(EMAIL_TOKEN_LIFETIME_S.verifyEmail) }));
}

export async function sendResetPasswordMail(context: MailContext, to: { email: string; name: string }, token: string): Promise<void> {
  const url = appLinks.resetPassword(context.config.publicOrigin, token);
  await context.mail.send(userLinkMail('reset_password', 'resetPassword', to, url, { minutes: minutes(EMAIL_TOKEN_LIFETIME_S.resetPassword) }));
}

export async function sendInvitationMail(context: MailContext, invitation: { email: string; account: string; inviter: string | null; token: string; expiresAt: Date }): Promise<void> {
  const values = { account: invitation.account, inviter: invitation.inviter ?? '' };
  await context.mail.send(
    render({
      kind: 'invitation',
      to: invitation.email,
      subject: translate(invitation.inviter ? 'mail.invitation.subject' : 'mail.invitation.subjectWithoutInviter', values),
      paragraphs: [translate(invitation.inviter ? 'mail.invitation.body' : 'mail.invitation.bodyWithoutInviter', values)],
      action: { label: translate('mail.invitation.action'), url: appLinks.invitation(context.config.publicOrigin, invitation.token) },
      after: [translate('mail.invitation.expiry', { date: isoDay(invitation.expiresAt) })],
    }),
  );
}

/** To the old address after an e-mail change, with a link that lets its owner take the account back. */
export async function sendEmailChangeMail(context: MailContext, change: { oldEmail: string; newEmail: string; name: string; recoveryToken: string }): Promise<void> {
  await context.mail.send(
    render({
      kind: 'email_change',
      to: change.oldEmail,
      name: change.name,
      subject: translate('mail.emailChange.subject'),
      paragraphs: [translate('mail.emailChange.body', { oldEmail: change.oldEmail, newEmail: change.newEmail }), translate('mail.emailChange.notYou')],
      action: { label: translate('mail.emailChange.action'), url: appLinks.resetPassword(context.config.publicOrigin, change.recoveryToken) },
      after: [translate('mail.emailChange.expiry', { days: days(EMAIL_TOKEN_LIFETIME_S.accountRecovery) })],
    }),
  );
}

/** To a user an admin created: a link to choose a password, or to sign in when one was set for them. */
export async function sendWelcomeMail(context: MailContext, welcome: { email: string; name: string; account: string; inviter: string | null; setPasswordToken: string | null }): Promise<void> {
  const values = { account: welcome.account, inviter: welcome.inviter ?? '', email: welcome.email, days: days(EMAIL_TOKEN_LIFETIME_S.setPassword) };
  const origin = context.config.publicOrigin;
  await context.mail.send(
    render({
      kind: 'welcome',
      to: welcome.email,
      name: welcome.name,
      subject: translate('mail.welcome.subject', values),
      paragraphs: [translate(welcome.inviter ? 'mail.welcome.body' : 'mail.welcome.bodyWithoutInviter', values), translate(welcome.setPasswordToken ? 'mail.welcome.setPassword' : 'mail.welcome.signIn', values)],
      action: welcome.setPasswordToken
        ? { label: translate('mail.welcome.actionSetPassword'), url: appLinks.resetPassword(origin, welcome.setPasswordToken) }
        : { label: translate('mail.welcome.actionSignIn'), url: appLinks.login(origin, welcome.email) },
      after: [],
    }),
  );
}
