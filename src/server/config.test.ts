import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
