import type { CSSProperties, ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// Mail clients drop <style> blocks and external sheets (Gmail strips them in many
// contexts), so every rule is inline and the layout is tables all the way down.
const BRAND = "#0a6258";
const ACCENT = "#f28c28";
const INK = "#1f2933";
const MUTED = "#61707d";
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Shared with the plain-text parts so both say the same thing. */
export const MAIL_FOOTER =
  "You received this email because an account on Triphive used this address. " +
  "Triphive Technologies Private Limited, Bengaluru.";

export function renderMail(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f3f5f7", fontFamily: FONT, color: INK },
  outer: { width: "100%", backgroundColor: "#f3f5f7" },
  container: { width: "100%", maxWidth: 560, margin: "0 auto" },
  brand: {
    padding: "24px 24px 16px",
    fontSize: 24,
    fontWeight: 700,
    letterSpacing: "-0.5px",
    color: BRAND,
  },
  card: {
    backgroundColor: "#ffffff",
    borderRadius: 8,
    padding: "32px 28px",
    fontSize: 16,
    lineHeight: "24px",
    color: INK,
  },
  footer: { padding: "20px 24px 32px", fontSize: 12, lineHeight: "18px", color: MUTED },
  preheader: {
    display: "none",
    maxHeight: 0,
    overflow: "hidden",
    opacity: 0,
    fontSize: 1,
    lineHeight: "1px",
    color: "#f3f5f7",
  },
} satisfies Record<string, CSSProperties>;

export function MailLayout({
  title,
  preheader,
  children,
}: {
  title: string;
  /** The line inboxes show next to the subject; without it they show the header text. */
  preheader?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={styles.body}>
        {preheader ? <div style={styles.preheader}>{preheader}</div> : null}
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={styles.outer}
        >
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={styles.container}
                >
                  <tbody>
                    <tr>
                      <td style={styles.brand}>Triphive</td>
                    </tr>
                    <tr>
                      <td style={styles.card}>{children}</td>
                    </tr>
                    <tr>
                      <td style={styles.footer}>{MAIL_FOOTER}</td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * A call-to-action link that still looks like a button where clients ignore padding on
 * inline elements (Outlook): the colour sits on the table cell, the link fills it.
 */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      bgcolor={ACCENT}
      style={{ margin: "24px 0", borderRadius: 6, backgroundColor: ACCENT }}
    >
      <tbody>
        <tr>
          <td align="center" style={{ borderRadius: 6, backgroundColor: ACCENT }}>
            <a
              href={href}
              target="_blank"
              rel="noopener"
              style={{
                display: "inline-block",
                padding: "12px 24px",
                fontFamily: FONT,
                fontSize: 16,
                fontWeight: 700,
                lineHeight: "20px",
                color: "#1a1a1a",
                textDecoration: "none",
                borderRadius: 6,
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Paragraph and fallback-link styles shared by the templates. */
export const mailStyles = {
  p: { margin: "0 0 16px" },
  small: { margin: "0 0 12px", fontSize: 14, lineHeight: "20px", color: MUTED },
  link: { color: BRAND, wordBreak: "break-all" },
} satisfies Record<string, CSSProperties>;
