// Small HTML helpers for the e-mails and the stand-in pages: escaping, and one plain page layout.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An HTML document with a title, minimal styling and the given body. */
export function htmlPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; background: #f6f6f4; color: #1d1d1b; }
  main { max-width: 880px; margin: 0 auto; padding: 24px; }
  h1 { font-size: 22px; }
  form { display: grid; gap: 12px; max-width: 420px; }
  label { display: grid; gap: 4px; font-weight: 600; }
  input { font: inherit; padding: 8px; border: 1px solid #bbb; border-radius: 6px; }
  button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 0; background: #1d1d1b; color: #fff; cursor: pointer; }
  button.secondary { background: #ddd; color: #1d1d1b; }
  .card { background: #fff; border-radius: 10px; padding: 16px 20px; margin: 16px 0; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .meta { color: #666; font-size: 13px; }
  .note { color: #666; }
  pre { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, monospace; }
  iframe { width: 100%; min-height: 360px; border: 1px solid #ddd; border-radius: 6px; background: #fff; }
</style>
${head}
</head>
<body><main>
${body}
</main></body>
</html>`;
}

/** Hidden form fields for the given values. */
export const hiddenFields = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value!)}">`)
    .join('\n');
