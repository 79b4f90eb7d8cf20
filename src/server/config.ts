import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, validated once at boot.
// README.md's configuration table lists the same variables; keep them in step.
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  WEB_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  DEMO_CITY: z.string().default('San Francisco, CA'),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).default(1),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  MAIL_PROVIDER: z.enum(['local', 'smtp']).default('local'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Potluck <no-reply@potluck.local>'),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  GEOCODING_PROVIDER: z.enum(['local', 'nominatim', 'google']).default('local'),
  NOMINATIM_URL: z.string().default('https://nominatim.openstreetmap.org'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  publicBaseUrl: string;
  /** Where PGlite keeps its data when DATABASE_URL is not set. */
  pgliteDir: string;
  /** Local storage provider root. */
  storageDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL)
    throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  if (e.STORAGE_PROVIDER === 's3' && !e.S3_BUCKET)
    throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET');
  if (e.GEOCODING_PROVIDER === 'google' && !e.GOOGLE_MAPS_API_KEY)
    throw new Error('GEOCODING_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    isProduction: e.NODE_ENV === 'production',
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    pgliteDir: path.join(dataDir, 'pglite'),
    storageDir: path.join(dataDir, 'storage'),
  };
}
