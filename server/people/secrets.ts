// Secrets of the people area, made once and kept in server_secrets so that every process on the
// database and every restart use the same: the support-chat identity key and the SAML stand-in IdP's
// key pair.
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/** The secret stored under a name, made by `make` the first time any process asks. */
export function storedSecret(db: Db, name: string, make: () => string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      const read = async () => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value;
      const existing = await read();
      if (existing) return existing;
      // Two processes may both make one; the first insert wins and both read it back.
      await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
      return (await read())!;
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

/** The support chat's identity hash of a user: an HMAC of the user id with the server's key. */
export async function supportChatHash(db: Db, userId: string): Promise<string> {
  const key = await storedSecret(db, 'support_chat_hmac', () => randomBytes(32).toString('base64url'));
  return createHmac('sha256', key).update(userId).digest('hex');
}

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/** The SAML stand-in IdP's RSA key pair (PEM), generated once. */
export async function samlStandInKeys(db: Db): Promise<KeyPair> {
  const stored = await storedSecret(db, 'saml_stand_in_idp_keys', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    return JSON.stringify({ privateKey, publicKey } satisfies KeyPair);
  });
  return JSON.parse(stored) as KeyPair;
}
