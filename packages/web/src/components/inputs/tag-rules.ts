/** Tag input (docs/product.md, Inputs and formats): blank entries are ignored, the rest kept as typed (trimmed). */
export const cleanTags = (tags: readonly string[]): string[] => tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0);
