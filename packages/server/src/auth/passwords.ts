import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP-level memory cost); about 85 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the address is unknown, so both failures take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}
