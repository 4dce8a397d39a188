// Search parameters of the routes (core.md 2, navigation.md 2.1-2.5, 5): read through URLSearchParams, so
// '+' is a space, and each route's schema drops an invalid optional value or puts its stated default in
// its place: a bad link never fails a page.
import * as z from 'zod/mini';
import { LIBRARY_SORT_FIELDS } from '../domain/library';
import { EMAIL_PATTERN } from '../domain/validation';
import { ZONE_STATES, ZONE_STATUS_CODES } from '../domain/zoneStatus';
import { isAppPath } from '../session/redirectTo';

type RawValue = string | string[] | undefined;

const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const list = (value: unknown): unknown => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The schema applied to the first of repeated values (zod/mini has no preprocess; this pipe is what it builds). */
const first = <S extends z.ZodMiniType>(schema: S) => z.pipe(z.transform(single), schema);

/** A string; dropped when absent. */
export const optionalText = () => z.catch(first(z.optional(z.string())), undefined);

/** A string, or the default when absent or invalid (an empty region or prompt). */
export const textWithDefault = (fallback: string) => z.catch(first(z.string()), fallback);

/** One of the values; anything else is dropped. */
export const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.catch(first(z.optional(z.enum(values))), undefined);

/** One of the values, or the default. */
export const oneOfWithDefault = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => z.catch(first(z.enum(values)), fallback);

/** 'true' or 'false' (also 1 and 0); anything else is dropped. */
export const optionalBoolean = () =>
  z.catch(
    z.pipe(
      first(z.optional(z.enum(['true', 'false', '1', '0']))),
      z.transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    ),
    undefined,
  );

/** A whole number within the bounds, or the default. */
export const integerInRange = (min: number, max: number, fallback: number) =>
  z.catch(z.pipe(z.pipe(first(z.string().check(z.regex(/^-?\d+$/))), z.transform(Number)), z.int().check(z.minimum(min), z.maximum(max))), fallback);

/** A number; dropped when not one. */
export const optionalNumber = () =>
  z.catch(
    z.pipe(
      first(z.optional(z.string().check(z.trim(), z.regex(/^-?\d+(?:\.\d+)?$/)))),
      z.transform((value) => (value === undefined ? undefined : Number(value))),
    ),
    undefined,
  );

/** Repeated parameters (tags=a&tags=b); empty when absent. */
export const textList = () => z.catch(z.pipe(z.transform(list), z.array(z.string())), []);

/** Repeated parameters; dropped when absent. */
const optionalTextList = () => z.catch(z.pipe(z.transform((value) => (value === undefined ? undefined : list(value))), z.optional(z.array(z.string()))), undefined);

/** An e-mail address; dropped unless valid. */
export const optionalEmail = () => z.catch(first(z.optional(z.string().check(z.trim(), z.regex(EMAIL_PATTERN)))), undefined);

/** A path inside the app ('/x', never '//host'); anything else is dropped so no link can send a user away. */
export const optionalAppPath = () => z.catch(first(z.optional(z.string().check(z.refine(isAppPath)))), undefined);

export type SearchSchema = z.ZodMiniObject<Record<string, z.ZodMiniType>>;

/** The search parameters as the schema reads them; never throws, since every field catches its own errors. */
export function parseSearch<S extends SearchSchema>(schema: S, params: URLSearchParams): z.infer<S> {
  const raw: Record<string, RawValue> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0] : values;
  }
  return schema.parse(raw);
}

// --- The routes' schemas --------------------------------------------------------------------------

/** Zone list page size (navigation.md 9): 50 by default, 1 to 100. */
export const ZONE_LIST_PAGE_SIZE = { min: 1, max: 100, default: 50 } as const;

/** /accounts/{accountId}/zones */
export const zoneListSearch = z.object({
  region: textWithDefault(''),
  q: optionalText(),
  status: optionalOneOf(ZONE_STATES),
  statusCode: optionalOneOf(ZONE_STATUS_CODES),
  perPage: integerInRange(ZONE_LIST_PAGE_SIZE.min, ZONE_LIST_PAGE_SIZE.max, ZONE_LIST_PAGE_SIZE.default),
  after: optionalText(),
});

export const LIBRARY_FILTERS = ['playlists', 'schedules'] as const;

/** /accounts/{accountId}/library */
export const librarySearch = z.object({
  q: optionalText(),
  filter: optionalOneOf(LIBRARY_FILTERS),
  sort: optionalOneOf(LIBRARY_SORT_FIELDS),
  asc: optionalBoolean(),
});

/** /login: an e-mail to fill in and the path to go to afterwards. */
export const loginSearch = z.object({
  email: optionalText(),
  redirectTo: optionalAppPath(),
});

/** /forgot-password: the e-mail is used only when it is a valid address. */
export const forgotPasswordSearch = z.object({ email: optionalEmail() });

export const SCHEDULE_EDITOR_ACTIONS = ['create', 'edit', 'copy', 'readonly'] as const;

/** /accounts/{accountId}/your-music/schedules/edit[/{scheduleId}]; returnPath is where /create/schedule came from. */
export const scheduleEditorSearch = z.object({
  action: optionalOneOf(SCHEDULE_EDITOR_ACTIONS),
  returnPath: optionalAppPath(),
});

/** Play history of a zone, and of the desktop shell's paired zone. */
export const playHistorySearch = z.object({ date: optionalText() });

/** /create and /create/schedule */
export const createSearch = z.object({ signup: optionalText() });

/** /create/ai-playlist and /create/ai-station */
export const promptSearch = z.object({ prompt: textWithDefault('') });

/** /create/station/from-tags */
export const stationFromTagsSearch = z.object({ tags: textList() });

/** /accounts/{accountId}/onboarding[/{step}] */
export const onboardingSearch = z.object({
  singleStep: optionalBoolean(),
  type: optionalText(),
  atmospheres: optionalTextList(),
  genres: optionalTextList(),
});

/** The signup and partner-signup landing pages (navigation.md 2.10). */
export const signupLandingSearch = z.object({
  businessName: optionalText(),
  referralCode: optionalText(),
  utm_campaign: optionalText(),
  utm_source: optionalText(),
  utm_medium: optionalText(),
  voucher: optionalText(),
});

export const MESSAGING_SORTS = ['date', 'updated', 'alphabetical', 'status'] as const;

/** /accounts/{accountId}/messaging/campaigns and /messages (navigation.md 5). */
export const messagingListSearch = z.object({
  q: optionalText(),
  sort: oneOfWithDefault(MESSAGING_SORTS, 'date'),
  asc: optionalBoolean(),
});

/** /nps-survey[/{variant}]: the score's range depends on the variant, which the page checks. */
export const scoreSurveySearch = z.object({
  score: optionalNumber(),
  accountId: optionalText(),
  userId: optionalText(),
});

/** /partner-portal/{accountId} */
export const partnerPortalSearch = z.object({ q: optionalText() });

/** /search[/{splat}]: the header search sends nav=header. */
export const searchPageSearch = z.object({ nav: optionalText() });

/** /connect/{vendor}/{pairingCode} */
export const vendorPairingSearch = z.object({ appId: optionalText(), linkCode: optionalText() });

/** /accounts/{accountId}/settings/billing/invoice-group/edit/{groupId} (billing.md 2). */
export const invoiceGroupEditSearch = z.object({ fromUpdate: optionalBoolean(), redirectOnSave: optionalAppPath() });

/** A query parameter that forces an experiment variation; removed from the URL once read (navigation.md 2.1). */
export const EXPERIMENT_PARAM = 'exp';

/** The forced variations the search names, and the search without them; null when it names none. */
export function takeExperimentParam(search: string): { values: string[]; search: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has(EXPERIMENT_PARAM)) return null;
  const values = params.getAll(EXPERIMENT_PARAM).filter(Boolean);
  params.delete(EXPERIMENT_PARAM);
  const rest = params.toString();
  return { values, search: rest ? `?${rest}` : '' };
}
