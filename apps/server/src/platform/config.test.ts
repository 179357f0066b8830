import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, robotCheck: 'altcha', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/data$/);
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a non-negative integer, got "eighty"'),
    );
    expect(() => loadConfig({ ROBOT_CHECK: 'captcha' })).toThrow(/ROBOT_CHECK must be one of/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ROBOT_CHECK: 'turnstile' })).toThrow(/ROBOT_CHECK_SITE_KEY/);
  });
});
