import type { MailMessage } from "../../mail/mailer";
import { Button, MAIL_FOOTER, MailLayout, mailStyles, renderMail } from "../../mail/render";

/**
 * A notification mail (new quote, quote accepted, unread messages). Never transactional: it
 * always carries the RFC 8058 one-click unsubscribe headers and a visible unsubscribe link.
 */
export interface NotificationMailInput {
  to: string;
  firstName: string;
  subject: string;
  /** Sentences, each its own paragraph. */
  lines: string[];
  cta: { label: string; url: string };
  /** The signed one-click URL for this user and category. */
  unsubscribeUrl: string;
  /** Where the user manages every category (their account page). */
  preferencesUrl: string;
  /** What the unsubscribe link stops, e.g. "mails about new quotes". */
  categoryLabel: string;
}

export function notificationMail(input: NotificationMailInput): MailMessage {
  const hello = input.firstName.trim() ? `Hi ${input.firstName},` : "Hello,";
  const stop = `You get this because mails about ${input.categoryLabel} are on for your account.`;
  const html = renderMail(
    <MailLayout title={input.subject} preheader={input.lines[0]}>
      <p style={mailStyles.p}>{hello}</p>
      {input.lines.map((line) => (
        <p key={line} style={mailStyles.p}>
          {line}
        </p>
      ))}
      <Button href={input.cta.url}>{input.cta.label}</Button>
      <p style={mailStyles.small}>
        {stop}{" "}
        <a href={input.unsubscribeUrl} style={mailStyles.link}>
          Unsubscribe
        </a>{" "}
        ·{" "}
        <a href={input.preferencesUrl} style={mailStyles.link}>
          Email preferences
        </a>
      </p>
    </MailLayout>,
  );
  const text = `${[
    hello,
    ...input.lines,
    `${input.cta.label}:\n${input.cta.url}`,
    `${stop}\nUnsubscribe: ${input.unsubscribeUrl}\nEmail preferences: ${input.preferencesUrl}`,
  ].join("\n\n")}\n\n-- \n${MAIL_FOOTER}\n`;
  return {
    to: input.to,
    subject: input.subject,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
