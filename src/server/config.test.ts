import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, productionWarnings } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.maintenanceMode).toBe(false);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(loadConfig({ PUBLIC_URL: '', DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads booleans, numbers and addresses', () => {
    const config = loadConfig({
      PORT: '8080',
      MAINTENANCE_MODE: 'true',
      PUBLIC_URL: 'https://legal.example.com/',
      DATABASE_URL: 'postgres://u@db:5432/app',
    });
    expect(config.port).toBe(8080);
    expect(config.maintenanceMode).toBe(true);
    expect(config.publicUrl).toBe('https://legal.example.com');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
  });

  it('refuses bad values with a message naming each variable', () => {
    try {
      loadConfig({ PORT: 'eighty', MAINTENANCE_MODE: 'perhaps', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('MAINTENANCE_MODE="perhaps": must be true or false');
      expect(message).toContain('DATABASE_URL="mysql://x"');
    }
  });

  it('refuses a port out of range and a log level it does not know', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": must be at most 65535/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['', 'false', 'FALSE', 'no', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes true as one proxy, and a number as that many', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(parseTrustProxy('yes')).toEqual({ hops: 1 });
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
  });

  it('takes the proxies’ addresses, networks and address kinds', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,fd00::/8,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.5', '10.0.1.0/24', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses anything else, saying what it takes', () => {
    for (const value of [
      '11',
      'perhaps',
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.5,',
      'fd00::/129',
      '10.0.0.0/8/8',
    ])
      expect(parseTrustProxy(value), value).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: 'perhaps' })).toThrow(
      /TRUST_PROXY="perhaps": must be false, true, the number of proxies in front of the app/,
    );
  });
});

describe('productionWarnings', () => {
  it('says nothing outside production, where the sandbox and mail files are the point', () => {
    expect(productionWarnings(loadConfig({}))).toEqual([]);
    expect(productionWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it('names the sandbox payments and the mails kept as files of a production server on defaults', () => {
    const warnings = productionWarnings(loadConfig({ NODE_ENV: 'production' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('PAYMENT_PROVIDERS includes sandbox');
    expect(warnings[1]).toContain('SMTP_URL is not set');
  });

  it('is quiet once real providers and SMTP are configured', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENT_PROVIDERS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(productionWarnings(config)).toEqual([]);
  });
});
