import { defaultOptionsFilter, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';

export const EMPTY_CHOICE_VALUE = 'no-choice';

/**
 * Mantine's filter, and when nothing is left, one disabled option saying why. Mantine's own
 * "nothing found" text sits in the list box with no option beside it, which assistive technology
 * cannot read as a list (axe: aria-required-children); a disabled option is read, and cannot be chosen.
 */
export function filterOrSay(message: string): OptionsFilter {
  return (input) => {
    // Mantine types its answer loosely; it holds only the input's own (string-valued) options.
    const found = defaultOptionsFilter(input) as ComboboxParsedItem<string>[];
    return found.length ? found : [{ value: EMPTY_CHOICE_VALUE, label: message, disabled: true }];
  };
}
