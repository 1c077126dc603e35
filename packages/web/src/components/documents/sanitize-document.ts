import DOMPurify from 'dompurify';

/**
 * The browser's own pass over document HTML before it is shown: the server already sanitised it
 * (core's agreements/sanitize.ts) with the same allow-list, and a second pass here means a page
 * never trusts markup it did not check itself (docs/decisions.md, "Public and document pages").
 */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'span', 'div', 'a'];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
/** DOMPurify's own pattern with only https and mailto schemes (it also checks plain values such as a colspan with it). */
const SAFE_URI = /^(?:(?:https|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function sanitizeDocument(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URI });
}
