import type { DomainInfo } from '@platform/core/contracts';

/**
 * The agency's embedded code (docs/product.md, Branding and white label: analytics or chat widgets, HTML and
 * scripts the agency wrote on purpose). Domain info carries it only for an agency's own domain, so
 * it runs on that agency's domain and nowhere else. It is placed where the agency chose (head,
 * start of body, end of body) and runs as the browser runs such HTML: a contextual fragment
 * executes its scripts on insertion, which innerHTML would not. Once per page load.
 */
let injected = false;

export function injectEmbeddedCode(code: DomainInfo['embedded_code'], doc: Document = document): boolean {
  if (injected || !code || code.embeddedcode.trim() === '') return false;
  injected = true;
  const target = code.placeEmbedded === 'head' ? doc.head : doc.body;
  const range = doc.createRange();
  range.selectNodeContents(target);
  const fragment = range.createContextualFragment(code.embeddedcode);
  if (code.placeEmbedded === 'body') target.prepend(fragment);
  else target.append(fragment);
  return true;
}
