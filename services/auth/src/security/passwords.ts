import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Password hashing: argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane), the same
 * parameters infra/dev's demo seed uses. Hashes are PHC strings (`$argon2id$v=19$m=…`) that
 * carry their own parameters, so raising them later only needs `isOutdated` below: a
 * weaker hash is replaced at the owner's next successful sign-in.
 */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...ARGON2_PARAMETERS });
}

/** False for a wrong password and for anything that is not a valid hash (never throws). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export interface Argon2Parameters {
  type: string;
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * The parameters written in a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`; the
 * argon2 package writes them as `m=…,p=…,t=…`, and PHC allows any order); null when it is not one.
 */
export function parseArgon2Hash(hash: string): Argon2Parameters | null {
  const match =
    /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash);
  if (!match) return null;
  const values = new Map(match[3]!.split(',').map((pair) => [pair[0]!, Number(pair.slice(2))] as const));
  const [memoryCost, timeCost, parallelism] = [values.get('m'), values.get('t'), values.get('p')];
  if (memoryCost === undefined || timeCost === undefined || parallelism === undefined) return null;
  return { type: match[1]!, version: Number(match[2]), memoryCost, timeCost, parallelism };
}

/** True when a stored hash is weaker than today's parameters (or not argon2id): rehash it. */
export function isOutdated(hash: string): boolean {
  const parameters = parseArgon2Hash(hash);
  return (
    parameters === null ||
    parameters.type !== 'argon2id' ||
    parameters.memoryCost < ARGON2_PARAMETERS.memoryCost ||
    parameters.timeCost < ARGON2_PARAMETERS.timeCost
  );
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account: sign-ins with an unknown e-mail
 * or a locked account answer as slowly as a wrong password, so timing tells nothing either.
 */
export async function spendVerification(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(await decoy, password);
}
