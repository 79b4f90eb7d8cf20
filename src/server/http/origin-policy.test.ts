import { describe, expect, it } from 'vitest';
import { createOriginPolicy } from './origin-policy.ts';

describe('origin policy', () => {
  const production = createOriginPolicy({
    publicBaseUrl: 'https://potluck.example',
    isProduction: true,
  });
  const development = createOriginPolicy({
    publicBaseUrl: 'http://localhost:3000',
    isProduction: false,
  });

  it('accepts only the public origin in production', () => {
    expect(production.originAllowed('https://potluck.example')).toBe(true);
    expect(production.originAllowed('http://potluck.example')).toBe(false);
    expect(production.originAllowed('https://evil.example')).toBe(false);
    expect(production.originAllowed('http://localhost:5173')).toBe(false);
    expect(production.originAllowed('null')).toBe(false);
  });

  it('accepts the machine’s own pages outside production (the Vite dev server)', () => {
    expect(development.originAllowed('http://localhost:5173')).toBe(true);
    expect(development.originAllowed('http://127.0.0.1:3000')).toBe(true);
    expect(development.originAllowed('http://evil.example')).toBe(false);
    expect(development.originAllowed('http://localhost.evil.example')).toBe(false);
  });

  it('accepts the public host, with or without its default port, and loopback names', () => {
    expect(production.hostAllowed('potluck.example')).toBe(true);
    expect(production.hostAllowed('POTLUCK.example:443')).toBe(true);
    expect(production.hostAllowed('potluck.example:8443')).toBe(false);
    expect(production.hostAllowed('evil.example')).toBe(false);
    expect(production.hostAllowed('potluck.example.evil.example')).toBe(false);
    expect(production.hostAllowed(undefined)).toBe(false);
    expect(production.hostAllowed('localhost:3000')).toBe(true);
    expect(production.hostAllowed('127.0.0.1')).toBe(true);
    expect(production.hostAllowed('[::1]:3000')).toBe(true);
    expect(development.hostAllowed('localhost:3000')).toBe(true);
  });

  it('tells the public host itself from the loopback names it also accepts', () => {
    expect(production.isPublicHost('potluck.example')).toBe(true);
    expect(production.isPublicHost('Potluck.Example:443')).toBe(true);
    expect(production.isPublicHost('localhost:3000')).toBe(false);
    expect(production.isPublicHost(undefined)).toBe(false);
  });
});
