import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { SafeParser } from './body-resolver';
import { judge, withFieldJudged, type FieldMessages } from './field-errors';

type TextValues = Record<string, string>;

/**
 * A small form for the sign-in page's forms (e-mail and password, the second-step code, the reset
 * link request), which behaves as react-hook-form does there with core's schema as resolver:
 * uncontrolled inputs, the schema judged on submit (focus goes to the first field it refused, the
 * submit gets the parsed request), each field judged again as it changes once a submit was tried,
 * and server messages placed with setError. react-hook-form (~13 KB gzipped) stays off the sign-in
 * page's first visit (docs/decisions.md, "Performance budgets"); the other forms keep using it.
 */
export function useSchemaForm<V extends TextValues, T>(schema: SafeParser<T>, defaultValues: V) {
  const values = useRef<V>({ ...defaultValues });
  const inputs = useRef(new Map<keyof V & string, HTMLInputElement | null>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldMessages<V>>({});

  const register = useCallback(
    <K extends keyof V & string>(name: K) => ({
      name,
      defaultValue: defaultValues[name],
      // The map keeps the order fields were first registered in: the first refused one gets focus.
      ref: (element: HTMLInputElement | null) => void inputs.current.set(name, element),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        values.current = { ...values.current, [name]: event.target.value };
        if (!submitted.current) return;
        const judged = judge(schema, values.current);
        setErrors((shown) => withFieldJudged(shown, name, judged.ok ? {} : judged.errors));
      },
    }),
    // The schema and the defaults are the form's, fixed for its life (react-hook-form reads them once too).
    [],
  );

  const handleSubmit = (onValid: (data: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    // What is in the inputs now (autofill may not have said so), over what was typed.
    for (const [name, input] of inputs.current) if (input) values.current = { ...values.current, [name]: input.value };
    const judged = judge(schema, values.current);
    if (judged.ok) {
      setErrors({});
      onValid(judged.data);
      return;
    }
    setErrors(judged.errors);
    for (const [name, input] of inputs.current) {
      if (judged.errors[name] && input) {
        input.focus();
        break;
      }
    }
  };

  // react-hook-form's signature, so placeServerErrors serves both (only the type comes from it).
  const setError: UseFormSetError<V> = useCallback(
    (name, error) => setErrors((shown) => ({ ...shown, [name]: { type: error.type ?? 'server', message: error.message ?? '' } })),
    [],
  );

  return { register, handleSubmit, setError, errors };
}
