import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/domain/companySettings';
import { accountLogos } from '../db/schema';
import { testDatabaseKind } from '../testing/database';
import { useAccountWorld } from './testWorld';
import type { Role } from './testWorld';

const READ = { owner: 200, admin: 200, finance: 200, contact: 200, member: 200, locationUser: 200, partner: 200, partnerMember: 200, device: 200, foreign: 404, anonymous: 401 };
/** SETTINGS_WRITE: owner or admin (navigation.md 6 'company-logo'). */
const WRITE: Record<Role, number> = { ...READ, finance: 403, contact: 403, member: 403, locationUser: 403, partnerMember: 403, device: 403 };

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
/** Noise does not compress: a PNG of it is as large as its pixels. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
const base64 = (file: Buffer) => file.toString('base64');

describe(`company logo over REST (${testDatabaseKind()})`, () => {
  const t = useAccountWorld();
  const as = t.as;
  const logoPath = () => `/api/accounts/${t.world.account.id}/logo`;
  const upload = async (file: Buffer, role: Role = 'owner') => t.server.rest('PUT', logoPath(), { ...as(role), body: { image: base64(file) } });
  /** The image URL template at a size, from this test's server (the template names the configured public origin). */
  const fetchImage = (url: string, width: number, height: number) => fetch(t.server.origin + new URL(url.replace('%w', String(width)).replace('%h', String(height))).pathname);

  it.each(Object.entries(WRITE))('uploadAccountLogo answers %s with %i', async (role, status) => {
    expect((await upload(await picture(300, 200), role as Role)).status).toBe(status);
  });

  it.each(Object.entries(WRITE))('deleteAccountLogo answers %s with %i', async (role, status) => {
    expect((await t.server.rest('DELETE', logoPath(), as(role as Role))).status).toBe(status);
  });

  it('serves the uploaded logo at any size under a new URL, and initials again once removed', async () => {
    const before = (await t.server.rest('GET', `/api/accounts/${t.world.account.id}`, as('owner'))).body.image.url as string;
    const { status, body } = await upload(await picture(400, 200, 'jpeg'));
    expect(status).toBe(200);
    const url = body.image.url as string;
    expect(url).not.toBe(before);
    expect(url).toMatch(/\/api\/images\/logo\/.+~[\w-]{12}\/%w\/%h$/);

    const response = await fetchImage(url, 48, 48);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const drawn = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['png', 48, 48]);

    const removed = await t.server.rest('DELETE', logoPath(), as('admin'));
    expect(removed.body.image.url).toBe(before);
    expect((await fetchImage(before, 48, 48)).headers.get('content-type')).toContain('image/svg+xml');
    // The old version's URL no longer finds a picture: it shows the initials.
    expect((await fetchImage(url, 48, 48)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('keeps a master of at most 1024 px and accepts WebP', async () => {
    const { body } = await upload(await picture(2048, 1024, 'webp'));
    const full = await sharp(Buffer.from(await (await fetchImage(body.image.url, 3000, 3000)).arrayBuffer())).metadata();
    expect([full.width, full.height]).toEqual([3000, 3000]);
    const [logo] = await t.server.app.services.db.select().from(accountLogos).where(eq(accountLogos.accountId, t.world.account.id));
    expect([logo!.width, logo!.height]).toEqual([1024, 512]);
    expect((await sharp(logo!.image).metadata()).format).toBe('png');
  });

  it.each([
    ['a file that is no picture', async () => Buffer.from('hello, this is not an image at all'), 'Must be a PNG, JPEG or WebP image'],
    ['an SVG picture', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512"/></svg>'), 'Must be a PNG, JPEG or WebP image'],
    ['a picture smaller than 128 px on a side', async () => picture(300, 100), 'Must be at least 128×128 pixels'],
    ['a file over 512 KiB', async () => noise(460, 460), 'Must be less than 512 KB'],
  ])('refuses %s with the message on image and keeps the logo as it was', async (_case, file, message) => {
    const bytes = await file();
    if (message.startsWith('Must be less')) expect(bytes.length).toBeGreaterThan(LOGO_MAX_BYTES);
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ image: message });
    expect((await t.server.rest('GET', `/api/accounts/${t.world.account.id}`, as('owner'))).body.image.url).not.toContain('~');
  });

  it('refuses a body that is not base64', async () => {
    const response = await t.server.rest('PUT', logoPath(), { ...as('owner'), body: { image: 'not base64 at all!' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ image: 'Must be a PNG, JPEG or WebP image' });
  });
});
