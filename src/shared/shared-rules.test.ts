import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDateTime } from './dates';
import { pickLanguage } from './i18n/languages';
import {
  checkActivationPassword,
  checkNewPassword,
  isValidEmail,
  isValidUrl,
  isValidUuid,
} from './validation';

describe('pickLanguage', () => {
  it('picks the best supported language by quality, else English', () => {
    expect(pickLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('ja,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(pickLanguage('en;q=0.1,nl;q=0.9')).toBe('nl');
    expect(pickLanguage('ja,zh')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('it;q=0')).toBe('en');
  });
});

describe('validation rules', () => {
  it('accepts standard e-mail addresses of at least 4 characters', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
    expect(isValidEmail('a@b.co')).toBe(true);
    for (const bad of ['', 'a@b', 'ann@', '@example.com', 'ann example@x.com', 'ann@@x.com', 'a@.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('accepts URLs with an optional scheme, domain or IPv4, port, path, query and fragment', () => {
    for (const good of [
      'example.com',
      'https://example.com',
      'http://192.168.1.10:8080/a?b=1#c',
      'shop.example.co.uk/path',
    ]) {
      expect(isValidUrl(good), good).toBe(true);
    }
    for (const bad of [
      'ftp://example.com',
      'javascript:alert(1)',
      'http://',
      'exa mple.com',
      'http://999.1.1.1',
    ]) {
      expect(isValidUrl(bad), bad).toBe(false);
    }
  });

  it('accepts UUIDs of versions 1 to 5 only', () => {
    expect(isValidUuid('123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isValidUuid('123e4567-e89b-62d3-a456-426614174000')).toBe(false);
    expect(isValidUuid('not-a-uuid')).toBe(false);
  });

  it('applies the profile password rules with the spec messages', () => {
    expect(checkNewPassword('Short1')).toBe('password.tooShort');
    expect(checkNewPassword(`A1${'a'.repeat(3998)}`)).toBe('password.tooLong');
    expect(checkNewPassword(`A1${'a'.repeat(3997)}`)).toBeNull();
    expect(checkNewPassword('nouppercase1')).toBe('password.needsUppercase');
    expect(checkNewPassword('NoDigitsHere')).toBe('password.needsDigit');
    expect(checkNewPassword('Good1234', 'Good12345')).toBe('password.mismatch');
    expect(checkNewPassword('Good1234', 'Good1234')).toBeNull();
  });

  it('applies the activation password rule: at least 6 characters, repeated', () => {
    expect(checkActivationPassword('abc12')).toBe('password.activationTooShort');
    expect(checkActivationPassword('abc123')).toBeNull();
    expect(checkActivationPassword('abc123', 'abc124')).toBe('password.mismatch');
  });
});

describe('dates: "20 November 2026" and dd/mm/yyyy (hh:mm)', () => {
  it('writes day, month name and year in each language', () => {
    expect(formatLongDate('2026-11-20', 'en')).toBe('20 November 2026');
    expect(formatLongDate('2026-11-20', 'de')).toBe('20. November 2026');
    expect(formatLongDate('2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(formatLongDate('2026-03-05', 'es')).toBe('5 de marzo de 2026');
    expect(formatLongDate('2026-03-05', 'it')).toBe('5 marzo 2026');
    expect(formatLongDate('2026-03-05', 'nl')).toBe('5 maart 2026');
  });

  it('writes dd/mm/yyyy (hh:mm)', () => {
    expect(formatShortDateTime(new Date('2026-01-02T03:04:00Z'), 'UTC')).toBe('02/01/2026 (03:04)');
  });
});
