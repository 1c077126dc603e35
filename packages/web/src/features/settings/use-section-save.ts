import { useCallback, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { placeSectionErrors } from './forms';

export interface SectionSave {
  failure: string | null;
  saving: boolean;
  /** Checks the fields, saves, and answers whether it passed (the wizard's before-change check). */
  run: () => Promise<boolean>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The life of one section's Save: core's schema through the form's resolver, then the API, whose
 * field messages land beside the fields and whose other messages show above them. `save` answers
 * the API's success message, or null when there was nothing to send. `aliases` names the form
 * field for request fields the API names differently (an upload's `size` is the logo's).
 */
export function useSectionSave<V extends FieldValues>(
  form: UseFormReturn<V>,
  section: string,
  fields: readonly Path<V>[],
  save: (values: V) => Promise<string | null>,
  aliases: Readonly<Record<string, Path<V>>> = {},
): SectionSave {
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const run = useCallback(async () => {
    setFailure(null);
    let passed = false;
    await form.handleSubmit(async (values) => {
      setSaving(true);
      try {
        const message = await save(values);
        if (message) notify('success', message);
        passed = true;
      } catch (error) {
        const setError: typeof form.setError = (name, err, options) => form.setError(aliases[name] ?? name, err, options);
        setFailure(placeSectionErrors(error, setError, section, [...fields, ...Object.keys(aliases)] as Path<V>[]));
      } finally {
        setSaving(false);
      }
    })();
    return passed;
  }, [form, save, section, fields, aliases]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run();
    },
    [run],
  );

  return { failure, saving, run, onSubmit };
}
