import { TagsInput, type TagsInputProps } from '@mantine/core';
import { cleanTags } from './tag-rules';

/** A list of tags; blank entries are ignored (docs/product.md, Inputs and formats). */
export function TagInput({ onChange, ...props }: TagsInputProps) {
  return <TagsInput {...props} onChange={(tags) => onChange?.(cleanTags(tags))} />;
}
