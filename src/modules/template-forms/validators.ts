/**
 * Field rules shared by the templates' forms. Each returns the message to show under the field,
 * or null when the value is fine; messages name the field so they read well out of context.
 */
export type Rule = (value: string) => string | null;

/** Deliberately loose: one @, something before it, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (label: string): Rule =>
  (value) =>
    value.trim() ? null : `${label} is required.`;

export const email: Rule = (value) => {
  if (!value.trim()) return 'Email is required.';
  return EMAIL.test(value.trim()) ? null : 'Enter an email address like name@example.com.';
};

export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (v: string) => v.length >= 8 },
  { id: 'letter', label: 'A letter', test: (v: string) => /\p{L}/u.test(v) },
  { id: 'digit', label: 'A number', test: (v: string) => /\d/.test(v) },
] as const;

/** For creating a password: every rule must hold. */
export const newPassword: Rule = (value) => {
  if (!value) return 'Password is required.';
  const failed = PASSWORD_RULES.filter((rule) => !rule.test(value));
  if (failed.length === 0) return null;
  return `Password needs: ${failed.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
};

/** For signing in: only length, since old accounts may predate the other rules. */
export const existingPassword: Rule = (value) => {
  if (!value) return 'Password is required.';
  return value.length >= 8 ? null : 'Password must be at least 8 characters.';
};

export const sameAs =
  (other: () => string, message: string): Rule =>
  (value) =>
    value && value === other() ? null : message;

export const postalCode: Rule = (value) => {
  if (!value.trim()) return 'Postal code is required.';
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value.trim()) ? null : 'Enter a valid postal code.';
};

/** Card numbers: 13-19 digits (spaces allowed) passing the Luhn checksum. */
export const cardNumber: Rule = (value) => {
  const digits = value.replace(/\s+/g, '');
  if (!digits) return 'Card number is required.';
  if (!/^\d{13,19}$/.test(digits)) return 'Card number must be 13 to 19 digits.';
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0 ? null : 'This card number is not valid; check the digits.';
};

/** MM/YY, not in the past, relative to `now` (injected for tests). */
export const cardExpiry =
  (now: () => Date = () => new Date()): Rule =>
  (value) => {
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
    if (!value.trim()) return 'Expiry date is required.';
    if (!match) return 'Use the format MM/YY.';
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return 'Month must be between 01 and 12.';
    const today = now();
    const current = today.getFullYear() * 12 + today.getMonth();
    return year * 12 + (month - 1) >= current ? null : 'This card has expired.';
  };

export const cvv: Rule = (value) => {
  if (!value.trim()) return 'Security code is required.';
  return /^\d{3,4}$/.test(value.trim()) ? null : 'Security code is 3 or 4 digits.';
};

/** Runs each field's rules in order and keeps the first message per field. */
export function validate<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, Rule[]>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    for (const rule of rules[key] ?? []) {
      const message = rule(values[key] ?? '');
      if (message) {
        errors[key] = message;
        break;
      }
    }
  }
  return errors;
}
