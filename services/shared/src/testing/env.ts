import { z } from 'zod';
import { loadConfig, type Env } from '../config.js';

const testEnvSchema = z.object({
  /** A real MongoDB for the whole suite; unset: each call starts the embedded engine. */
  MONGODB_URI: z.string().optional(),
  /** A real Redis for the whole suite; unset: each call starts a redis-server. */
  REDIS_URL: z.string().optional(),
  /** The redis-server binary to spawn. */
  REDIS_SERVER_BIN: z.string().default('redis-server'),
});

export type TestEnv = z.output<typeof testEnvSchema>;

/** The variables the test helpers read (through loadConfig, like everything else). */
export function readTestEnv(env?: Env): TestEnv {
  return loadConfig(testEnvSchema, env);
}
