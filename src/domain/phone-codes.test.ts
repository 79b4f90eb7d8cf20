import { describe, expect, it } from 'vitest';
import {
  checkPhoneNumber,
  codeExpiresAt,
  codeState,
  countryNotAllowedMessage,
  formatPhone,
  isCodeShaped,
  maskPhone,
  parseAllowedCountries,
  PHONE_CODE_MAX_ATTEMPTS,
  phoneMessages,
  resendTooEarlyMessage,
  resendWaitSeconds,
  wrongCodeMessage,
} from './phone-codes';

const usCa = ['US', 'CA'];

describe('checkPhoneNumber', () => {
  it('normalises numbers of allowed countries to E.164', () => {
    expect(checkPhoneNumber('+1 415 555 0100', usCa)).toEqual({
      ok: true,
      e164: '+14155550100',
      country: 'US',
    });
    expect(checkPhoneNumber('(415) 555-0134', usCa)).toMatchObject({ e164: '+14155550134' });
    expect(checkPhoneNumber('415.555.0134', usCa)).toMatchObject({ e164: '+14155550134' });
    expect(checkPhoneNumber(' +1 604 555 0100 ', usCa)).toMatchObject({ country: 'CA' });
  });

  it('refuses what is not a valid number', () => {
    for (const bad of ['', 'call me', '555-0134', '+1 123 456 7890', '+1415555010', '1'.repeat(41)])
      expect(checkPhoneNumber(bad, usCa)).toEqual({
        ok: false,
        reason: 'invalid',
        message: phoneMessages.invalidNumber,
      });
  });

  it('refuses valid numbers outside the allowed countries, naming the allowed ones', () => {
    expect(checkPhoneNumber('+44 20 7946 0958', usCa)).toEqual({
      ok: false,
      reason: 'country',
      message: 'Texts can be sent only to numbers in United States and Canada.',
    });
    expect(checkPhoneNumber('+44 20 7946 0958', ['GB'])).toMatchObject({ ok: true });
    // Without a country code a number is read as one of the first allowed country.
    expect(checkPhoneNumber('020 7946 0958', ['GB'])).toMatchObject({ e164: '+442079460958' });
  });
});

describe('configuration and wording', () => {
  it('parses the allowed countries, falling back to US and Canada', () => {
    expect(parseAllowedCountries('us, ca ,GB,xx1,')).toEqual(['US', 'CA', 'GB']);
    expect(parseAllowedCountries('')).toEqual(['US', 'CA']);
    expect(parseAllowedCountries(undefined)).toEqual(['US', 'CA']);
  });

  it('words every refusal', () => {
    expect(countryNotAllowedMessage(['US'])).toBe(
      'Texts can be sent only to numbers in United States.',
    );
    expect(countryNotAllowedMessage(['US', 'CA', 'MX'])).toBe(
      'Texts can be sent only to numbers in United States, Canada and Mexico.',
    );
    expect(resendTooEarlyMessage(1)).toBe('Please wait 1 second before asking for a new code.');
    expect(resendTooEarlyMessage(12)).toBe('Please wait 12 seconds before asking for a new code.');
    expect(wrongCodeMessage(4)).toBe('That code is not right. 4 tries left.');
    expect(wrongCodeMessage(1)).toBe('That code is not right. 1 try left.');
    expect(wrongCodeMessage(0)).toBe(phoneMessages.codeDead);
  });

  it('formats and masks numbers', () => {
    expect(formatPhone('+14155550100')).toBe('+1 415 555 0100');
    expect(maskPhone('+14155550100')).toBe('+1 ••• ••• 0100');
    expect(maskPhone('+442079460958')).toBe('+44 ••• ••• 0958');
  });
});

describe('codes', () => {
  const sent = new Date('2026-11-27T10:00:00Z');
  const at = (seconds: number) => new Date(sent.getTime() + seconds * 1000);

  it('are six digits', () => {
    expect(isCodeShaped('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456'])
      expect(isCodeShaped(bad)).toBe(false);
  });

  it('may be sent again after 30 seconds', () => {
    expect(resendWaitSeconds(null, sent)).toBe(0);
    expect(resendWaitSeconds(sent, at(0))).toBe(30);
    expect(resendWaitSeconds(sent, at(29.5))).toBe(1);
    expect(resendWaitSeconds(sent, at(30))).toBe(0);
  });

  it('live 10 minutes, are single use and die after 5 wrong tries', () => {
    const code = { usedAt: null, expiresAt: codeExpiresAt(sent), attempts: 0 };
    expect(codeState(code, at(599))).toBe('live');
    expect(codeState(code, at(600))).toBe('expired');
    expect(codeState({ ...code, attempts: PHONE_CODE_MAX_ATTEMPTS - 1 }, at(1))).toBe('live');
    expect(codeState({ ...code, attempts: PHONE_CODE_MAX_ATTEMPTS }, at(1))).toBe('dead');
    expect(codeState({ ...code, usedAt: at(5) }, at(6))).toBe('used');
  });
});
