import { jsonLd } from "../../common/seo";

/** Structured data (schema.org). A data block is never executed, so CSP does not apply to it. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd escapes "<", so the block cannot be closed early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
