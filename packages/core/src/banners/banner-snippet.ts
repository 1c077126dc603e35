import { bannerSize, type BannerSizeId } from './banner-values.js';

/**
 * The HTML5 snippet ad servers take (Google Ad Manager, DV360, most DSPs): a page of the banner's
 * size whose click goes through `clickTag`, which the ad server replaces with its own tracking
 * address; the image is the rendered PNG at its public address. Values are escaped for where they
 * go (an attribute, a script string), so a headline or address cannot break out of the markup.
 */
export function bannerSnippet(b: { name: string; size: string; headline: string; targetUrl: string }, pngUrl: string): string {
  const { width, height } = bannerSize(b.size as BannerSizeId);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta name="ad.size" content="width=${width},height=${height}">`,
    `<title>${escapeHtml(b.name)}</title>`,
    `<script>var clickTag = ${scriptString(b.targetUrl)};</script>`,
    `<style>html,body{margin:0;padding:0}a{display:block;width:${width}px;height:${height}px}img{display:block;border:0}</style>`,
    '</head>',
    '<body>',
    `<a href="${escapeHtml(b.targetUrl)}" target="_blank" rel="noopener" onclick="window.open(window.clickTag);return false;"><img src="${escapeHtml(pngUrl)}" width="${width}" height="${height}" alt="${escapeHtml(b.headline)}"></a>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A JSON string that cannot close the script element or start a comment. */
const scriptString = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
