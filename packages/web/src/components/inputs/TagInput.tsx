import { TagsInput, type TagsInputProps } from '@mantine/core';
import { cleanTags } from './tag-rules';

/** A list of tags; blank entries are ignored (seed 000 §5). */
export function TagInput({ onChange, ...props }: TagsInputProps) {
  return <TagsInput {...props} onChange={(tags) => onChange?.(cleanTags(tags))} />;
}
