// The company logo (navigation.md 3 'image', 2.17): an upload is checked by content (type, size, minimum
// dimensions; limits in src/domain/companySettings.ts), kept as a PNG master of at most LOGO_MASTER_SIZE,
// and served at the sizes the account's image URL template asks for (GET /api/images/logo/...), fitted
// on a transparent background with sharp. A new upload gives the account a new logo version, so its
// image URL changes and caches may keep each version for good.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { LOGO_MASTER_SIZE, LOGO_MAX_BYTES, logoDimensionsError, logoMessages } from '../../src/domain/companySettings';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { accountLogos, accounts } from '../db/schema';
import { badRequest } from '../errors';
import { defineHandlers } from '../rest/handlers';
import { accountBody } from './handlers';
import { LOGO_VERSION_SEPARATOR } from './model';
import { saveAccount } from './service';
import { requireAccountRules } from './rules';

/** The picture formats sharp may find in an upload that are accepted (SVG, GIF, TIFF... are not). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);
/** Refuse pictures sharp would have to decode at a huge size (a decompression bomb) before looking further. */
const MAX_INPUT_PIXELS = 40_000_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface NormalisedLogo {
  image: Buffer;
  width: number;
  height: number;
  version: string;
}

/** The PNG master of an uploaded picture, or 400 with the message of the first limit it breaks. */
export async function normaliseLogo(file: Buffer): Promise<NormalisedLogo> {
  if (file.length > LOGO_MAX_BYTES) throw badRequest({ image: logoMessages.size });
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest({ image: logoMessages.type });
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) throw badRequest({ image: logoMessages.type });
  // An EXIF orientation of 5 to 8 turns the picture a quarter: its upright sides are swapped.
  const upright = (metadata.orientation ?? 1) >= 5 ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  const tooSmall = logoDimensionsError(upright.width, upright.height);
  if (tooSmall) throw badRequest({ image: tooSmall });
  const { data, info } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(LOGO_MASTER_SIZE, LOGO_MASTER_SIZE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height, version: createHash('sha256').update(data).digest('base64url').slice(0, 12) };
}

function decodeUpload(image: string): Buffer {
  const compact = image.replace(/\s/g, '');
  if (!BASE64.test(compact)) throw badRequest({ image: logoMessages.type });
  return Buffer.from(compact, 'base64');
}

export async function uploadAccountLogo(context: RequestContext, accountId: string, image: string) {
  const { membership } = await requireAccountRules(context, accountId, ['editSettings']);
  const logo = await normaliseLogo(decodeUpload(image));
  const now = context.now();
  await context.db
    .insert(accountLogos)
    .values({ accountId, image: logo.image, width: logo.width, height: logo.height, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: accountLogos.accountId, set: { image: logo.image, width: logo.width, height: logo.height, updatedAt: now } });
  return { account: await saveAccount(context, accountId, { logoVersion: logo.version }), membership };
}

export async function deleteAccountLogo(context: RequestContext, accountId: string) {
  const { account, membership } = await requireAccountRules(context, accountId, ['editSettings']);
  if (!account.logoVersion) return { account, membership };
  await context.db.delete(accountLogos).where(eq(accountLogos.accountId, accountId));
  return { account: await saveAccount(context, accountId, { logoVersion: null }), membership };
}

/** The account id an uploaded logo's image id names ('{accountId}~{version}'), or null for another id. */
export function logoAccountOf(imageId: string): string | null {
  const at = imageId.lastIndexOf(LOGO_VERSION_SEPARATOR);
  return at > 0 ? imageId.slice(0, at) : null;
}

/**
 * An uploaded logo's image id drawn at a size (PNG, fitted and centred on transparency), with whether the
 * id names the current version (then the picture never changes for its URL); null when the account has
 * no uploaded logo.
 */
export async function renderAccountLogo(db: Db, imageId: string, width: number, height: number): Promise<{ png: Buffer; current: boolean } | null> {
  const accountId = logoAccountOf(imageId);
  if (!accountId) return null;
  const [logo] = await db
    .select({ image: accountLogos.image, version: accounts.logoVersion })
    .from(accountLogos)
    .innerJoin(accounts, eq(accounts.id, accountLogos.accountId))
    .where(eq(accountLogos.accountId, accountId));
  if (!logo) return null;
  const png = await sharp(logo.image)
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return { png, current: imageId === `${accountId}${LOGO_VERSION_SEPARATOR}${logo.version}` };
}

export const accountLogoHandlers = defineHandlers({
  async uploadAccountLogo(request, context) {
    const { account, membership } = await uploadAccountLogo(context, request.params.accountId, request.body.image);
    return { status: 200, body: await accountBody(context, account, membership) };
  },
  async deleteAccountLogo(request, context) {
    const { account, membership } = await deleteAccountLogo(context, request.params.accountId);
    return { status: 200, body: await accountBody(context, account, membership) };
  },
});
