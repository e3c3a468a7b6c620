import { describe, expect, it } from "vitest";
import { escapeHtml, renderMailboxPage, renderMailPage } from "./mailbox-page";
import type { StoredMail } from "./mailer";

const older: StoredMail = {
  id: "0mabc0001-aaaaaaaaaaaa",
  createdAt: "2025-03-01T10:00:00.000Z",
  to: "asha@example.com",
  subject: "Activate your Triphive account",
  html: "<p>hi</p>",
  text: "hi",
};
const hostile: StoredMail = {
  id: "0mabc0002-bbbbbbbbbbbb",
  createdAt: "2025-03-01T11:00:00.000Z",
  to: '"><img src=x onerror=alert(1)>@example.com',
  subject: "<script>alert('s')</script> & more",
  html: `<p class="x">Tom & Jerry's "quote"</p><script>alert(2)</script>`,
  text: "<b>not bold</b> & done",
};

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("renderMailboxPage", () => {
  const html = renderMailboxPage([older, hostile]);

  it("is titled and has no scripts of its own", () => {
    expect(html).toContain("<title>Dev mailbox</title>");
    expect(html).not.toMatch(/<script/i);
  });

  it("links to each mail, newest first", () => {
    const first = html.indexOf(`href="/dev/mailbox/${hostile.id}"`);
    const second = html.indexOf(`href="/dev/mailbox/${older.id}"`);
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
  });

  it("escapes subject and recipient", () => {
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&#39;s&#39;)&lt;/script&gt; &amp; more");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com");
  });

  it("says so when there is no mail", () => {
    expect(renderMailboxPage([])).toContain("No mail yet");
  });
});

describe("renderMailPage", () => {
  const html = renderMailPage(hostile);

  it("shows the HTML part in a sandboxed iframe, escaped for the attribute", () => {
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? "";
    expect(iframe).toMatch(/ sandbox="[^"]*"/);
    expect(iframe).not.toContain("allow-scripts");
    expect(iframe).not.toContain("allow-same-origin");
    expect(iframe).toContain(
      'srcdoc="&lt;p class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s &quot;quote&quot;&lt;/p&gt;' +
        '&lt;script&gt;alert(2)&lt;/script&gt;"',
    );
  });

  it("shows headers and the text part, escaped", () => {
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain("<pre>&lt;b&gt;not bold&lt;/b&gt; &amp; done</pre>");
    expect(html).toContain("&lt;script&gt;alert(&#39;s&#39;)&lt;/script&gt; &amp; more");
    expect(html).toContain("1 Mar 2025, 4:30 pm");
    expect(html).toContain('href="/dev/mailbox"');
  });
});
