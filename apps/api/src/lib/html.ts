/** Helpers for the few server-rendered pages (sign-in pages, dev mailbox). No inline script. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderPage(options: { title: string; body: string; lang?: string; skipText?: string }): string {
  return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} | MyWRU</title>
<link rel="stylesheet" href="/server-pages.css">
</head>
<body>
<a class="skip" href="#main">${escapeHtml(options.skipText ?? 'Skip to content')}</a>
<header class="brand"><span class="mark" aria-hidden="true"></span><span class="name">MyWRU</span></header>
<main id="main">
${options.body}
</main>
</body>
</html>`;
}
