import { formatDateTime } from "../../common/format";
import { MAIL_FROM, type StoredMail } from "./mailer";

// Plain strings rather than React: these pages are a developer tool with no hydration,
// and keeping them out of the app's route tree keeps them out of production bundles.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe both in text and inside quoted attribute values (the iframe's srcdoc relies on it). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1f2933; background: #f3f5f7; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 22px; margin: 0 0 4px; color: #0a6258; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  .note { color: #61707d; margin: 0 0 20px; font-size: 14px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e3e7eb; vertical-align: top; }
  th { font-size: 13px; color: #61707d; font-weight: 600; }
  td.time { white-space: nowrap; color: #61707d; font-variant-numeric: tabular-nums; }
  a { color: #0a6258; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0;
       background: #fff; padding: 12px 16px; }
  dt { color: #61707d; }
  dd { margin: 0; word-break: break-all; }
  iframe { width: 100%; height: 640px; border: 1px solid #e3e7eb; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fff; padding: 12px 16px;
        border: 1px solid #e3e7eb; margin: 0; }
`;

/** A whole dev page (the mailbox's and the SMS outbox's): the shared style around `body`. */
export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function mailHref(id: string): string {
  return `/dev/mailbox/${encodeURIComponent(id)}`;
}

/** ISO in the attribute for machines, the site's date and time (India's) for people. */
export function time(iso: string): string {
  const shown = formatDateTime(iso);
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

function newestFirst(mails: StoredMail[]): StoredMail[] {
  // Ids sort by time; comparing them as well keeps same-millisecond mails in send order.
  return mails.toSorted((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}

export function renderMailboxPage(mails: StoredMail[]): string {
  const rows = newestFirst(mails)
    .map(
      (mail) => `<tr>
<td class="time">${time(mail.createdAt)}</td>
<td>${escapeHtml(mail.to)}</td>
<td><a href="${escapeHtml(mailHref(mail.id))}">${escapeHtml(mail.subject || "(no subject)")}</a></td>
</tr>`,
    )
    .join("\n");
  const list = mails.length
    ? `<table>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : "<p>No mail yet. Mail the app sends while SMTP_URL is unset shows up here.</p>";
  return devPage(
    "Dev mailbox",
    `<h1>Dev mailbox</h1>
<p class="note">Mail written to the local outbox instead of being sent. Never served in production.</p>
${list}`,
  );
}

export function renderMailPage(mail: StoredMail): string {
  // No allow-scripts and no allow-same-origin: the mail cannot run code or reach this origin.
  // Popups and user-initiated top navigation stay allowed so that the links in a mail
  // (activation, password reset) can be followed from here, which is the point of the page.
  const sandbox =
    "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";
  return devPage(
    `${mail.subject || "(no subject)"} · Dev mailbox`,
    `<p><a href="/dev/mailbox">&larr; Dev mailbox</a></p>
<h1>${escapeHtml(mail.subject || "(no subject)")}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(MAIL_FROM)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd>${time(mail.createdAt)}</dd>
<dt>Id</dt><dd>${escapeHtml(mail.id)}</dd>
${Object.entries(mail.headers ?? {})
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join("\n")}
</dl>
<h2>HTML</h2>
<iframe title="HTML part" sandbox="${sandbox}" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
  );
}
