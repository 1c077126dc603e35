/** The five page numbers around the current page (docs/product.md, Inputs and formats: 5 pages shown). */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const count = Math.min(size, Math.max(last, 1));
  const start = Math.min(Math.max(current - Math.floor(size / 2), 1), Math.max(last - count + 1, 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
