import { devPage, escapeHtml, time } from "../mail/mailbox-page";
import type { StoredSms } from "./sms-gateway";

// The dev mailbox's twin for texts (decision 0236): plain strings, never in the app's bundles.

function smsHref(id: string): string {
  return `/dev/sms/${encodeURIComponent(id)}`;
}

export function renderSmsOutboxPage(messages: StoredSms[]): string {
  const rows = messages
    .map(
      (sms) => `<tr>
<td class="time">${time(sms.createdAt)}</td>
<td>${escapeHtml(sms.to)}</td>
<td><a href="${escapeHtml(smsHref(sms.id))}" data-sms-id="${escapeHtml(sms.id)}">${escapeHtml(sms.text)}</a></td>
</tr>`,
    )
    .join("\n");
  const list = messages.length
    ? `<table>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Text</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : "<p>No texts yet. Texts the app sends while SMS_URL is unset show up here.</p>";
  return devPage(
    "Dev SMS outbox",
    `<h1>Dev SMS outbox</h1>
<p class="note">Texts written to the local outbox instead of being sent. Never served in production.</p>
${list}`,
  );
}

export function renderSmsPage(sms: StoredSms): string {
  return devPage(
    "Text · Dev SMS outbox",
    `<p><a href="/dev/sms">&larr; Dev SMS outbox</a></p>
<h1>Text to ${escapeHtml(sms.to)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(sms.to)}</dd>
<dt>Sent</dt><dd>${time(sms.createdAt)}</dd>
<dt>Id</dt><dd>${escapeHtml(sms.id)}</dd>
</dl>
<h2>Text</h2>
<pre>${escapeHtml(sms.text)}</pre>`,
  );
}
