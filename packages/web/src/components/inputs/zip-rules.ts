/**
 * The zip-code area (docs/product.md, Inputs and formats): non-digits are removed, a space or comma becomes a
 * new line, and pasted text becomes one zip per line without blank lines.
 */

/** What typing leaves in the area: separators turn into line breaks, anything else non-digit goes. */
export const normalizeZipTyping = (text: string): string => text.replace(/[ ,]/g, '\n').replace(/[^\d\n]/g, '');

/** Pasted text: every run of digits on its own line, nothing blank in between. */
export const normalizeZipPaste = (text: string): string => (text.match(/\d+/g) ?? []).join('\n');

/** The zip codes the area holds. */
export const zipCodesOf = (text: string): string[] => text.split('\n').filter((line) => line.length > 0);

/** Text with a paste spliced in at the selection, the paste normalised and blank lines closed up. */
export function insertZipPaste(current: string, pasted: string, selection: [number, number]): string {
  const [start, end] = selection;
  const merged = current.slice(0, start) + '\n' + normalizeZipPaste(pasted) + '\n' + current.slice(end);
  return zipCodesOf(normalizeZipTyping(merged)).join('\n');
}
