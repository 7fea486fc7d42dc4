import { brand } from 'contracts/brand';
import { EnvError } from 'contracts/env';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has a default for every optional setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      mongodbUri: undefined,
      adminToken: undefined,
      smtpUrl: undefined,
      companyInbox: brand.email,
      siteOrigins: ['http://localhost:3000'],
      rateLimitMax: 10,
      rateLimitWindowMs: 60_000,
      trustedProxies: [],
      logLevel: 'info',
    });
    expect(config.releases).toEqual({
      origins: {
        mfe_marketing: 'http://127.0.0.1:3001',
        mfe_careers: 'http://127.0.0.1:3002',
        mfe_contact: 'http://127.0.0.1:3003',
        mfe_staff: 'http://127.0.0.1:3004',
      },
      shellUrl: 'http://127.0.0.1:3000',
      canaryMinRenders: 20,
      canaryErrorMargin: 0.05,
      keep: 10,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.mailFrom).toContain(`no-reply@${brand.email.split('@')[1]}`);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/site',
      MONGODB_URI: 'mongodb://mongo:27017/consultancy',
      ADMIN_TOKEN: 'a-long-enough-staff-token',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Site <site@company.example>',
      COMPANY_INBOX: 'inbox@company.example',
      SITE_ORIGINS: 'https://www.company.example, https://company.example',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '30000',
      TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8',
      LOG_LEVEL: 'warn',
      HSTS: 'true',
      MFE_MARKETING_ORIGIN: 'http://mfe-marketing:8080',
      MFE_CAREERS_ORIGIN: 'https://careers.cdn.example/',
      MFE_CONTACT_ORIGIN: 'http://mfe-contact:8080',
      MFE_STAFF_ORIGIN: 'http://mfe-staff:8080',
      SHELL_URL: 'http://shell:3000',
      CANARY_MIN_RENDERS: '50',
      CANARY_ERROR_MARGIN: '0.02',
      RELEASE_KEEP: '5',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/var/lib/site',
      mongodbUri: 'mongodb://mongo:27017/consultancy',
      adminToken: 'a-long-enough-staff-token',
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'Site <site@company.example>',
      companyInbox: 'inbox@company.example',
      siteOrigins: ['https://www.company.example', 'https://company.example'],
      rateLimitMax: 5,
      rateLimitWindowMs: 30_000,
      trustedProxies: ['172.28.0.10', '10.0.0.0/8'],
      logLevel: 'warn',
      hsts: true,
      releases: {
        origins: {
          mfe_marketing: 'http://mfe-marketing:8080',
          mfe_careers: 'https://careers.cdn.example',
          mfe_contact: 'http://mfe-contact:8080',
          mfe_staff: 'http://mfe-staff:8080',
        },
        shellUrl: 'http://shell:3000',
        canaryMinRenders: 50,
        canaryErrorMargin: 0.02,
        keep: 5,
      },
    });
  });

  it('takes PORT when API_PORT is not set, and API_PORT over PORT', () => {
    expect(loadConfig({ PORT: '4200' }).port).toBe(4200);
    expect(loadConfig({ PORT: '3000', API_PORT: '4300' }).port).toBe(4300);
  });

  it('treats empty variables (as docker compose passes an unset one) as unset', () => {
    expect(loadConfig({ ADMIN_TOKEN: '', MONGODB_URI: '', SMTP_URL: '' })).toMatchObject({
      adminToken: undefined,
      mongodbUri: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['API_PORT', 'eighty'],
    ['API_PORT', '70000'],
    ['ADMIN_TOKEN', 'short'],
    ['MONGODB_URI', 'postgres://db/site'],
    ['SMTP_URL', 'http://mail'],
    ['COMPANY_INBOX', 'not-an-address'],
    ['SITE_ORIGINS', '*'],
    ['SITE_ORIGINS', 'https://www.company.example/path'],
    ['RATE_LIMIT_MAX', '0'],
    ['TRUSTED_PROXIES', 'shell'],
    ['LOG_LEVEL', 'loud'],
    ['HSTS', 'yes'],
    ['MFE_CAREERS_ORIGIN', 'careers:8080'],
    ['SHELL_URL', 'ftp://shell'],
    ['CANARY_MIN_RENDERS', '0'],
    ['CANARY_ERROR_MARGIN', '5'],
    ['RELEASE_KEEP', 'ten'],
  ])('stops with a message naming %s when it is %j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(EnvError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid environment:\\n  ${variable}: `));
  });
});
