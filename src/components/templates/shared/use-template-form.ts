import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { validate, type Rule } from '@/modules/template-forms';

type Rules<K extends string> = (values: Record<K, string>) => Partial<Record<K, Rule[]>>;

/**
 * Form state for the templates: validation runs on submit, then again on every change so a
 * message disappears as soon as the field is fixed. The first invalid field takes focus, and
 * MUI's TextField wires the message to the input (aria-describedby, aria-invalid).
 */
export function useTemplateForm<K extends string>(initial: Record<K, string>, rules: Rules<K>) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const idFor = (name: K) => `${prefix}-${name}`;

  function setValue(name: K, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next, rules(next)));
  }

  function field(name: K, hint?: string) {
    return {
      id: idFor(name),
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      error: Boolean(errors[name]),
      helperText: errors[name] ?? hint,
    };
  }

  function handleSubmit(onValid: (values: Record<K, string>) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      const found = validate(values, rules(values));
      setErrors(found);
      setSubmitted(true);
      const first = (Object.keys(rules(values)) as K[]).find((key) => found[key]);
      if (first) document.getElementById(idFor(first))?.focus();
      else onValid(values);
    };
  }

  return { values, errors, field, setValue, handleSubmit };
}
