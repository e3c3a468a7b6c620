import path from "node:path";
import { createFileOutbox, type StoredMail } from "../../../server/mail/mailer";

// The server under test runs on embedded defaults, so its mail lands in DATA_DIR/mail.
const outbox = () => createFileOutbox(path.join(process.env.E2E_DATA_DIR ?? "", "mail"));

/** Waits for the newest mail to `to` whose subject contains `subject`, sent after `since`. */
export async function waitForMail(
  to: string,
  subject: string,
  since = 0,
  timeoutMs = 60_000,
): Promise<StoredMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = (await outbox().list(200)).find(
      (m) => m.to === to && m.subject.includes(subject) && Date.parse(m.createdAt) >= since,
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** The first link in the mail's text part that contains `fragment`. */
export function linkIn(mail: StoredMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in "${mail.subject}"`);
  return link;
}
