// A self-contained page for answers the React Router app cannot render: the database it reads
// its header from is down (503), or the body was refused before any route saw it (413). No
// script, no database, no external asset: it must render whatever else is broken.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function statusPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Triphive</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
main{max-width:32rem;margin:15vh auto 0;padding:2rem 1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(0 0 0/.1)}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{color:#0f5fa8}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>`;
}

export function statusPageResponse(
  status: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(statusPage(title, message), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
