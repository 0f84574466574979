import { describe, expect, it } from 'vitest';
import {
  cardExpiry,
  cardNumber,
  cvv,
  email,
  existingPassword,
  newPassword,
  postalCode,
  required,
  sameAs,
  validate,
} from './validators';

describe('template form rules', () => {
  it('requires non-blank values and names the field', () => {
    expect(required('City')('  ')).toBe('City is required.');
    expect(required('City')('Lyon')).toBeNull();
  });

  it('checks email shape', () => {
    expect(email('')).toBe('Email is required.');
    expect(email('ada@')).toMatch(/name@example.com/);
    expect(email('ada lovelace@x.io')).not.toBeNull();
    expect(email('ada@example.org')).toBeNull();
  });

  it('lists every unmet password rule', () => {
    expect(newPassword('')).toBe('Password is required.');
    expect(newPassword('abc')).toBe('Password needs: at least 8 characters, a number.');
    expect(newPassword('12345678')).toBe('Password needs: a letter.');
    expect(newPassword('sécurité9')).toBeNull();
    expect(existingPassword('short')).toMatch(/8 characters/);
    expect(existingPassword('longenough')).toBeNull();
  });

  it('compares with another field at call time', () => {
    let other = 'secret123';
    const rule = sameAs(() => other, 'Passwords do not match.');
    expect(rule('secret123')).toBeNull();
    other = 'changed99';
    expect(rule('secret123')).toBe('Passwords do not match.');
    expect(rule('')).toBe('Passwords do not match.');
  });

  it('validates card numbers with the Luhn checksum', () => {
    expect(cardNumber('4242 4242 4242 4242')).toBeNull();
    expect(cardNumber('4242 4242 4242 4241')).toMatch(/not valid/);
    expect(cardNumber('1234')).toMatch(/13 to 19/);
    expect(cardNumber('')).toMatch(/required/);
  });

  it('rejects malformed and past expiry dates', () => {
    const rule = cardExpiry(() => new Date(2026, 10, 22));
    expect(rule('11/26')).toBeNull();
    expect(rule('10/26')).toBe('This card has expired.');
    expect(rule('13/30')).toMatch(/between 01 and 12/);
    expect(rule('1130')).toBe('Use the format MM/YY.');
    expect(rule('')).toMatch(/required/);
  });

  it('checks security codes and postal codes', () => {
    expect(cvv('12')).not.toBeNull();
    expect(cvv('123')).toBeNull();
    expect(postalCode('75001')).toBeNull();
    expect(postalCode('SW1A 1AA')).toBeNull();
    expect(postalCode('#')).not.toBeNull();
  });

  it('keeps the first failing rule per field', () => {
    const errors = validate(
      { name: '', mail: 'x' },
      { name: [required('Name')], mail: [required('Email'), email] },
    );
    expect(errors).toEqual({
      name: 'Name is required.',
      mail: 'Enter an email address like name@example.com.',
    });
    expect(validate({ name: 'Ada' }, { name: [required('Name')] })).toEqual({});
  });
});
