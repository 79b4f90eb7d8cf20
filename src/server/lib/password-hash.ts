import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is a const enum in the typings and an empty object at run time, so it cannot
// be read under isolatedModules: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}

// A real hash of a random secret, computed once: verifying against it when the e-mail is
// unknown costs as much as a real check, so timing does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  await verifyPassword(await dummyHash, password);
}
