import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): about 7 ms per hash on this hardware.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when the e-mail matches no account, so a failed login takes as long either way.
const DECOY_HASH = hash('decoy password for timing', OPTIONS);

/** True when `password` matches `passwordHash`; a missing hash still costs one verification. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      await verify(await DECOY_HASH, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
