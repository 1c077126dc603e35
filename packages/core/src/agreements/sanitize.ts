/**
 * Agreement templates are agency-written HTML shown to other people, so only document markup
 * survives: no scripts, styles, event handlers, iframes or javascript: links. The sanitiser loads
 * on first use, keeping other handlers small.
 */
export async function sanitizeDocumentHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'span', 'div', 'a'],
    allowedAttributes: { a: ['href', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: ['https', 'mailto'],
    disallowedTagsMode: 'discard',
  });
}
