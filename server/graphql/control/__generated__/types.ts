import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, AccountRow, LocationRow, SoundZoneRow, DeviceRow, TrackRow, AlbumRow, ArtistRow, PlaylistRow, BrowseCategoryRow } from '../../../loaders';
import type { StationView } from '../../../music/stations';
import type { BlockedTrackRow } from '../../../engine/zoneBlocks';
import type { PlayedTrackParent } from '../../../engine/history';
import type { ScheduleRow } from '../../../schedules/loader';
import type { StoredSlot } from '../../../db/schema';
import type { OverrideRow } from '../../../overrides/cache';
import type { LibraryState } from '../../../library/model';
import type { RequestContext } from '../../../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date as an ISO 8601 string, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant as an ISO 8601 string with offset, e.g. 2026-11-22T14:30:00Z. */
  DateTime: { input: string; output: string; }
  /** A playback volume: an integer from 0 (silent) to 16 (loudest). */
  Volume: { input: number; output: number; }
};

/** Members and pending invitations of an account. */
export type Access = {
  __typename?: 'Access';
  /** Invited users who have not accepted yet. */
  pendingUsers: PendingUserConnection;
  /** Members. */
  users: AccountUserConnection;
};


/** Members and pending invitations of an account. */
export type AccessPendingUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Members and pending invitations of an account. */
export type AccessUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A business customer: it has locations, each with sound zones, and members who manage it. */
export type Account = Node & {
  __typename?: 'Account';
  /** Members and invited users. */
  access: Access;
  /** Name of the business. */
  businessName: Scalars['String']['output'];
  /** Kind of business, e.g. beauty_salon (the default), restaurant, retail, hotel. */
  businessType: Scalars['String']['output'];
  /** Checkout progress of a new account. */
  checkoutState: CheckoutState;
  /** Country of the business (ISO 3166-1 alpha-2). */
  country: Scalars['String']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The accounts this partner account sold (their distributor is this account), by business name; for the partner's own owners and admins, else forbidden. */
  customerAccounts: CustomerAccountConnection;
  /** The account is deactivated. */
  deactivated: Scalars['Boolean']['output'];
  /** A demo account. */
  demo: Scalars['Boolean']['output'];
  /** The distributor or partner that sold the account; null when sold directly. */
  distributor?: Maybe<Distributor>;
  /** Names of the feature flags enabled on the account (onboarding_enabled, saml_enabled, messaging_enabled...). */
  featureFlags: Array<Scalars['String']['output']>;
  /** Explicit tracks are filtered out on every zone. */
  filterExplicit: Scalars['Boolean']['output'];
  /** Setup guide tasks and their completion. */
  guide: SetupGuide;
  /** Account id. */
  id: Scalars['ID']['output'];
  /** Company logo. */
  image?: Maybe<Image>;
  /** Registration is not complete (business details missing). */
  incomplete: Scalars['Boolean']['output'];
  /** The account is on the royalty-free plan: no search, no guide, no stations, no home. */
  isRoyaltyFree: Scalars['Boolean']['output'];
  /** The music licence certificate of a US account (navigation.md 2.8, 6: US accounts only); null for other countries. */
  legalCertificate?: Maybe<LegalCertificate>;
  /** The account's library (version and item ids). */
  library: Library;
  /** Locations of the account. */
  locations: LocationConnection;
  /** Most sound zones the account may have. */
  maxSoundZones: Scalars['Int']['output'];
  /** The account's music library (playlists and schedules). */
  musicLibrary: MusicLibrary;
  /** Onboarding steps completed or skipped. */
  onboardingSteps: Array<OnboardingStep>;
  /** How the account pays: through its distributor when one sold it, else the payment method stored for it; null when it has none (trial), or only a credit-card record without a card type (billing.md 4.9). */
  paymentMethod?: Maybe<PaymentMethod>;
  /** What the viewer may do with this account, computed by the server. */
  permissions: Array<AccountPermission>;
  /** Plan of the account. */
  plan: Plan;
  /** The distributor's referral link and the accounts that signed up with it; for members with SUBSCRIPTION_WRITE of a distributor account that has a payment method (billing.md 2.1, 6), else forbidden. */
  referral: Referral;
  /** Players may not block tracks. */
  restrictedBlockTracks: Scalars['Boolean']['output'];
  /** Players may only play the account's own library (hides home, search and create). */
  restrictedDiscoverMusic: Scalars['Boolean']['output'];
  /** Players may not edit or duplicate music. */
  restrictedEditMusic: Scalars['Boolean']['output'];
  /** Players paired with a code may not unpair themselves. */
  restrictedUnpairing: Scalars['Boolean']['output'];
  /** The account distributes Cadence (sorted first in account lists; gates referrals). */
  roles: AccountRoles;
  /** A tier change scheduled for the end of the billing period; null when none. */
  scheduledTierChange?: Maybe<ScheduledTierChange>;
  /** Sound zones of the account, filtered and paged; `first: 0` asks only for the total. */
  soundZones: SoundZoneConnection;
  /** The account is suspended for overdue invoices. */
  suspended: Scalars['Boolean']['output'];
  /** Tier of the account (starter and essential are tier-1, unlimited tier-3). */
  tier: Tier;
  /** When the account's trial ends; null when it has no trial. */
  trialExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The account tries the product before it buys (billing.md 4.7: its checkout details count as done). */
  tryBeforeYouBuy: Scalars['Boolean']['output'];
};


/** A business customer: it has locations, each with sound zones, and members who manage it. */
export type AccountCustomerAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/** A business customer: it has locations, each with sound zones, and members who manage it. */
export type AccountLocationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A business customer: it has locations, each with sound zones, and members who manage it. */
export type AccountSoundZonesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<SoundZoneFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<Array<SoundZoneOrder>>;
};

/** What a viewer may do with an account. Owners and admins may do everything; finance is needed for activation and billing groups; user changes need owner or admin. */
export type AccountPermission =
  /** billing_groups.create: create billing groups. */
  | 'BILLING_GROUPS_CREATE'
  /** billing_groups.edit: edit or delete billing groups, payment method, billing e-mail, receipts. */
  | 'BILLING_GROUPS_EDIT'
  /** Add to and remove from the library; create playlists and schedules. */
  | 'LIBRARY_WRITE'
  /** Read account settings (the settings area). */
  | 'SETTINGS_READ'
  /** Change account settings and logo. */
  | 'SETTINGS_WRITE'
  /** See subscriptions. */
  | 'SUBSCRIPTION_READ'
  /** Manage subscriptions (shows the subscriptions and billing menu entries). */
  | 'SUBSCRIPTION_WRITE'
  /** See members. */
  | 'USERS_READ'
  /** Manage members and SAML. */
  | 'USERS_WRITE'
  /** user.create: invite users. */
  | 'USER_CREATE'
  /** user.delete: remove members. */
  | 'USER_DELETE'
  /** user.update: change members' roles. */
  | 'USER_UPDATE'
  /** zone.activate: activate zone subscriptions; billing and company details. */
  | 'ZONE_ACTIVATE'
  /** zone.billing_groups: move zones between billing groups. */
  | 'ZONE_BILLING_GROUPS'
  /** zone.create: create zones and locations. */
  | 'ZONE_CREATE'
  /** zone.deactivate: deactivate zone subscriptions. */
  | 'ZONE_DEACTIVATE'
  /** zone.pair: pair players. */
  | 'ZONE_PAIR'
  /** zone.unpair: unpair players. */
  | 'ZONE_UNPAIR'
  /** zone.update: rename zones and change settings. */
  | 'ZONE_UPDATE';

/** Roles of an account in the sales chain. */
export type AccountRoles = {
  __typename?: 'AccountRoles';
  /** The account is a distributor. */
  isDistributor: Scalars['Boolean']['output'];
  /** The account is a partner (reseller) managing other accounts. */
  isPartner: Scalars['Boolean']['output'];
};

/** The account to watch. */
export type AccountUpdateInput = {
  /** Account to watch. */
  account: Scalars['ID']['input'];
};

/** An account changed. */
export type AccountUpdatePayload = {
  __typename?: 'AccountUpdatePayload';
  /** The account as it is now. */
  account: Account;
};

/** A page of members. */
export type AccountUserConnection = {
  __typename?: 'AccountUserConnection';
  /** The members. */
  edges: Array<AccountUserEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of members in all. */
  total: Scalars['Int']['output'];
};

/** A member and their roles on the account. */
export type AccountUserEdge = {
  __typename?: 'AccountUserEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** Locations the member is limited to; empty for the whole account. */
  locations: Array<Location>;
  /** Membership id (the ACL). */
  membershipId: Scalars['ID']['output'];
  /** The member. */
  node: User;
  /** Roles on the account. */
  roles: MembershipRoles;
};

/** The override a zone follows now. */
export type ActiveOverride = {
  __typename?: 'ActiveOverride';
  /** When it stops applying in the zone's time zone (the end of its last local day). */
  endsAt: Scalars['DateTime']['output'];
  /** The override. */
  override: PlaybackOverride;
};

/** Items to add to a library. */
export type AddToLibraryInput = {
  /** Items to add; an empty list does nothing. */
  items: Array<LibraryItemInput>;
};

/** A postal address. */
export type Address = {
  __typename?: 'Address';
  /** Street and number. */
  address: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Country (ISO 3166-1 alpha-2). */
  country: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** State or province, for countries that use one (US, CA, AU, CN, MX, MY, IT, IE, CH). */
  state?: Maybe<Scalars['String']['output']>;
};

/** An album or single. */
export type Album = Displayable & Node & {
  __typename?: 'Album';
  /** Kind of release. */
  albumType: AlbumType;
  /** Artists. */
  artists: Array<Artist>;
  /** How to show it. */
  display: Display;
  /** Album id. */
  id: Scalars['ID']['output'];
  /** Release date. */
  releaseDate?: Maybe<Scalars['Date']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Tracks in album order. */
  tracks: TrackConnection;
};


/** An album or single. */
export type AlbumTracksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of albums. */
export type AlbumConnection = {
  __typename?: 'AlbumConnection';
  /** The albums. */
  edges: Array<AlbumEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of albums in all. */
  total: Scalars['Int']['output'];
};

/** An album in a page. */
export type AlbumEdge = {
  __typename?: 'AlbumEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The album. */
  node: Album;
};

/** Kinds of release. */
export type AlbumType =
  /** Album. */
  | 'ALBUM'
  /** Compilation. */
  | 'COMPILATION'
  /** Single. */
  | 'SINGLE';

/** A message a campaign reads out in a zone between two tracks. */
export type Announcement = {
  __typename?: 'Announcement';
  /** The campaign playing it (REST Campaign id). */
  campaign: Scalars['ID']['output'];
  /** Length in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** The message (REST Message id). */
  message: Scalars['ID']['output'];
  /** Name of the message. */
  name: Scalars['String']['output'];
};

/** Payment with a card stored in Apple Pay. */
export type ApplePayPaymentMethod = {
  __typename?: 'ApplePayPaymentMethod';
  /** Network of the stored card. */
  cardType?: Maybe<CardType>;
  /** Last four digits of the stored card. */
  lastFourDigits?: Maybe<Scalars['String']['output']>;
};

/** Flag exposure events to record. */
export type ApplyFlagsInput = {
  /** Client clock when sent, to correct apply times. */
  currentClientTime: Scalars['DateTime']['input'];
  /** Flags the client applied. */
  events: Array<FlagApplyEvent>;
  /** Token from the flags resolution ('Could not apply flags, missing required resolveToken'). */
  resolveToken: Scalars['String']['input'];
};

/** Result of applying flags. */
export type ApplyFlagsPayload = {
  __typename?: 'ApplyFlagsPayload';
  /** The events were recorded. */
  applied: Scalars['Boolean']['output'];
};

/** An artist. */
export type Artist = Displayable & Node & {
  __typename?: 'Artist';
  /** Albums available in a market. */
  albums: AlbumConnection;
  /** How to show it. */
  display: Display;
  /** Artist id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};


/** An artist. */
export type ArtistAlbumsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  albumType?: InputMaybe<AlbumType>;
  first?: InputMaybe<Scalars['Int']['input']>;
  market?: InputMaybe<Scalars['String']['input']>;
};

/** An artist's track list. */
export type ArtistComposer = {
  __typename?: 'ArtistComposer';
  /** The artist. */
  artist: Artist;
};

/** An artist's page. */
export type ArtistPage = EditorialPage & Node & {
  __typename?: 'ArtistPage';
  /** The artist. */
  artist: Artist;
  /** Page id. */
  id: Scalars['ID']['output'];
  /** Sections in order. */
  sections: Array<EditorialSection>;
  /** Page title. */
  title: Scalars['String']['output'];
};

/** Something that can be assigned to sound zones (also called PlaybackSource): a playlist, a schedule or a station. */
export type Assignable = {
  /** How to show it. */
  display: Display;
  /** Global id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** Streaming bitrates. */
export type Bitrate =
  /** High quality. */
  | 'high'
  /** Low quality (saves bandwidth). */
  | 'low'
  /** Normal quality. */
  | 'normal';

/** Why a track was blocked. */
export type BlockReason =
  /** Does not fit the business. */
  | 'bad_context'
  /** Not liked. */
  | 'dislike'
  /** Explicit content. */
  | 'explicit'
  /** Another reason. */
  | 'other'
  /** Played badly (audio problem). */
  | 'playback';

/** A track to block. */
export type BlockTrackInput = {
  /** Where the block applies: a zone, location or account id. */
  parent: Scalars['ID']['input'];
  /** Why. */
  reasons: Array<BlockReason>;
  /** Source it was playing from. */
  source?: InputMaybe<Scalars['ID']['input']>;
  /** The track. */
  track: Scalars['ID']['input'];
};

/** Result of blocking a track. */
export type BlockTrackPayload = {
  __typename?: 'BlockTrackPayload';
  /** The block. */
  blockedTrack: BlockedTrack;
};

/** A track blocked from playing. */
export type BlockedTrack = {
  __typename?: 'BlockedTrack';
  /** When it was blocked. */
  blockedAt: Scalars['DateTime']['output'];
  /** Block id. */
  id: Scalars['ID']['output'];
  /** Where the block applies: a zone, location or account id. */
  parent: Scalars['ID']['output'];
  /** Why it was blocked. */
  reasons: Array<BlockReason>;
  /** The source it was playing from when blocked. */
  source?: Maybe<Scalars['ID']['output']>;
  /** The track. */
  track: Track;
};

/** A page of blocked tracks. */
export type BlockedTrackConnection = {
  __typename?: 'BlockedTrackConnection';
  /** The blocked tracks. */
  edges: Array<BlockedTrackEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of blocked tracks in all. */
  total: Scalars['Int']['output'];
};

/** A blocked track in a page. */
export type BlockedTrackEdge = {
  __typename?: 'BlockedTrackEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The blocked track. */
  node: BlockedTrack;
};

/** A browse category (genre, mood, business type...). */
export type BrowseCategory = Displayable & Node & {
  __typename?: 'BrowseCategory';
  /** How to show it. */
  display: Display;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Playlists in the category. */
  playlists: PlaylistConnection;
  /** Kind of category. */
  type: BrowseCategoryType;
};


/** A browse category (genre, mood, business type...). */
export type BrowseCategoryPlaylistsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Kinds of browse category. */
export type BrowseCategoryType =
  /** Business type. */
  | 'BUSINESS'
  /** Era. */
  | 'ERA'
  /** Genre. */
  | 'GENRE'
  /** Mood. */
  | 'MOOD'
  /** Season or occasion. */
  | 'OCCASION';

/** A browse category's page. */
export type BrowsePage = EditorialPage & Node & {
  __typename?: 'BrowsePage';
  /** The category. */
  browseCategory: BrowseCategory;
  /** Header artwork. */
  headerImage?: Maybe<Image>;
  /** Page id. */
  id: Scalars['ID']['output'];
  /** Sections in order. */
  sections: Array<EditorialSection>;
  /** Page title. */
  title: Scalars['String']['output'];
};

/** A catalogue station: an endless stream grown from seeds. */
export type CadenceStation = Assignable & Displayable & Node & {
  __typename?: 'CadenceStation';
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** How to show it. */
  display: Display;
  /** Station id. */
  id: Scalars['ID']['output'];
  /** It is in the given library. */
  inMusicLibrary: Scalars['Boolean']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** What it is grown from. */
  seeds: Array<RadioPlaylistRef>;
};


/** A catalogue station: an endless stream grown from seeds. */
export type CadenceStationInMusicLibraryArgs = {
  library: Scalars['ID']['input'];
};

/** Card networks. */
export type CardType =
  /** American Express. */
  | 'AMEX'
  /** Diners Club. */
  | 'DINERS'
  /** Discover (card_type code disc). */
  | 'DISCOVER'
  /** Mastercard (card_type code mc). */
  | 'MASTERCARD'
  /** Visa. */
  | 'VISA';

/** Progress of a new account through checkout. */
export type CheckoutState =
  /** Checkout is completed. */
  | 'COMPLETED'
  /** Checkout has not been completed. */
  | 'SETUP';

/** A colour. */
export type Color = {
  __typename?: 'Color';
  /** Hex value, e.g. #1f2a44. */
  hex: Scalars['String']['output'];
};

/** Colour mode of the app. */
export type ColorMode =
  /** Always dark. */
  | 'dark'
  /** Always light. */
  | 'light'
  /** Follow the operating system (default). */
  | 'system';

/** Colours taken from artwork. */
export type Colors = {
  __typename?: 'Colors';
  /** Main colour. */
  primary: Color;
  /** Second colour. */
  secondary?: Maybe<Color>;
};

/** The composer of a playlist. */
export type Composer = ArtistComposer | CuratorComposer | ExternalSpotifyComposer | Manual | RadioPlaylistComposer | RecipeComposer | SeedComposer | SimpleRecipeComposer | SpotifyComposer;

/** How a playlist's track list is composed (shown as custom, synced, readymade, artist, tracks or tags). */
export type ComposerType =
  /** From an artist's catalogue (artist). */
  | 'ARTIST'
  /** Made by Cadence's curators (readymade). */
  | 'CURATOR'
  /** Copied once from a streaming-service playlist. */
  | 'EXTERNAL_SPOTIFY'
  /** Built by hand (custom). */
  | 'MANUAL'
  /** A radio playlist from seeds of albums, artists, playlists or tracks. */
  | 'RADIO_PLAYLIST'
  /** Generated from tags (tags). */
  | 'RECIPE'
  /** Grown from seed tracks (tracks). */
  | 'SEED'
  /** Generated from a simple tag recipe (tags). */
  | 'SIMPLE_RECIPE'
  /** Synced from a streaming-service playlist (synced). */
  | 'SPOTIFY';

/** The new customer account and its first location. */
export type CreateCustomerAccountInput = {
  /** Street address (of the company and its first location). */
  address: Scalars['String']['input'];
  /** Name of the business. */
  businessName: Scalars['String']['input'];
  /** Kind of business (beauty_salon when not given). */
  businessType?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** Country. */
  country: Scalars['String']['input'];
  /** Name of the first location. */
  name: Scalars['String']['input'];
  /** The partner account that sells it. */
  partner: Scalars['ID']['input'];
  /** Postal code. */
  postalCode: Scalars['String']['input'];
  /** Name of the first sound zone. */
  soundZoneName: Scalars['String']['input'];
  /** State (required for US, CA, AU, CN, MX, MY, IT, IE, CH; a 2-letter code in the US). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone of the location. */
  timezone: Scalars['String']['input'];
};

/** Result of creating a customer account. */
export type CreateCustomerAccountPayload = {
  __typename?: 'CreateCustomerAccountPayload';
  /** The new customer account. */
  account: Account;
  /** Its first location. */
  location: Location;
};

/** A new manual playlist. */
export type CreateManualPlaylistInput = {
  /** Also add it to the owner's library. */
  addToLibrary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name; a new playlist is called 'Playlist N', one above the highest number in use. */
  name: Scalars['String']['input'];
  /** Owning account. */
  owner: Scalars['ID']['input'];
  /** Default order. */
  playbackMode?: InputMaybe<PlaybackMode>;
  /** Initial tracks (at most 3000). */
  trackIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Result of creating a playlist. */
export type CreateManualPlaylistPayload = {
  __typename?: 'CreateManualPlaylistPayload';
  /** The new playlist. */
  playlist: Playlist;
};

/** A new override. */
export type CreatePlaybackOverrideInput = {
  /** Account whose zones it overrides. */
  account: Scalars['ID']['input'];
  /** Last local date it applies on (inclusive, at most 366 days after startDate). */
  endDate: Scalars['Date']['input'];
  /** Name ('Cannot be empty'). */
  name: Scalars['String']['input'];
  /** Playlist, station or schedule id the account may play. */
  source: Scalars['ID']['input'];
  /** First local date it applies on. */
  startDate: Scalars['Date']['input'];
  /** Which zones. */
  target: PlaybackOverrideTargetInput;
};

/** The created override. */
export type CreatePlaybackOverridePayload = {
  __typename?: 'CreatePlaybackOverridePayload';
  /** The override. */
  playbackOverride: PlaybackOverride;
};

/** A new schedule. */
export type CreateScheduleInput = {
  /** Also add it to the owner's library. */
  addToLibrary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Colour (hex). */
  color?: InputMaybe<Scalars['String']['input']>;
  /** Schedule this is a copy of, if any. */
  copyOf?: InputMaybe<Scalars['ID']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name ('Cannot be empty'). */
  name: Scalars['String']['input'];
  /** Owning account. */
  owner: Scalars['ID']['input'];
  /** Slots; overlaps are resolved by the editor before saving. */
  slots: Array<ScheduleSlotInput>;
};

/** Result of creating a schedule. */
export type CreateSchedulePayload = {
  __typename?: 'CreateSchedulePayload';
  /** The new schedule. */
  schedule: Schedule;
};

/** An authorisation code to exchange for a streaming-service connection. */
export type CreateSpotifyConnectionInput = {
  /** Authorisation code from the callback. */
  code: Scalars['String']['input'];
  /** The redirect URI used in the authorisation request. */
  redirectUri: Scalars['String']['input'];
};

/** A new station: give tags, a seed playlist or a prompt. */
export type CreateStationInput = {
  /** Also add it to the owner's library. */
  addToLibrary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name. */
  name: Scalars['String']['input'];
  /** Owning account. */
  owner: Scalars['ID']['input'];
  /** Prompt to generate from (AI station). */
  prompt?: InputMaybe<Scalars['String']['input']>;
  /** Playlist to grow from (station from a playlist). */
  seedPlaylist?: InputMaybe<Scalars['ID']['input']>;
  /** Tag slugs to generate from (station from tags). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Result of creating a station. */
export type CreateStationPayload = {
  __typename?: 'CreateStationPayload';
  /** The station, a playlist presented as a station. */
  playlist: Playlist;
};

/** Payment by card. */
export type CreditCardPaymentMethod = {
  __typename?: 'CreditCardPaymentMethod';
  /** Card network. */
  cardType: CardType;
  /** Expiry as MM/YY. */
  expiry: Scalars['String']['output'];
  /** Masked card number, e.g. **** **** **** 4242. */
  maskedNumber: Scalars['String']['output'];
};

/** Who curates a playlist or schedule. */
export type Curator = Node & {
  __typename?: 'Curator';
  /** The curating account. */
  accountId: Scalars['ID']['output'];
  /** Curator id. */
  id: Scalars['ID']['output'];
  /** Curator's name. */
  name: Scalars['String']['output'];
};

/** A curator's track list. */
export type CuratorComposer = {
  __typename?: 'CuratorComposer';
  /** The curator. */
  curator: Curator;
};

/** A page of a partner's customer accounts. */
export type CustomerAccountConnection = {
  __typename?: 'CustomerAccountConnection';
  /** The customer accounts. */
  edges: Array<CustomerAccountEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of matching customer accounts in all. */
  total: Scalars['Int']['output'];
};

/** One of a partner's customer accounts. */
export type CustomerAccountEdge = {
  __typename?: 'CustomerAccountEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The customer account. */
  node: Account;
};

/** An override to delete. */
export type DeletePlaybackOverrideInput = {
  /** Override id. */
  id: Scalars['ID']['input'];
};

/** The deleted override. */
export type DeletePlaybackOverridePayload = {
  __typename?: 'DeletePlaybackOverridePayload';
  /** Id of the deleted override. */
  deletedId: Scalars['ID']['output'];
};

/** A player paired (or once paired) to a sound zone. */
export type Device = Node & {
  __typename?: 'Device';
  /** App version. */
  appVersion?: Maybe<Scalars['String']['output']>;
  /** Device id. */
  id: Scalars['ID']['output'];
  /** The client version is not supported any more. */
  isUnsupported: Scalars['Boolean']['output'];
  /** Kind of device. */
  kind: DeviceKind;
  /** Hardware model name (for hardware icons). */
  modelName?: Maybe<Scalars['String']['output']>;
  /** Name given by the player, e.g. the computer's or browser's name. */
  name: Scalars['String']['output'];
  /** The device is online. */
  online: Scalars['Boolean']['output'];
  /** Operating system version. */
  osVersion?: Maybe<Scalars['String']['output']>;
  /** How the device pairs: hard for embedded and screen devices, soft for desktop, mobile and other. */
  pairingMode: PairingMode;
  /** Platform identifier. */
  platform: DevicePlatform;
  /** Player-engine version. */
  playerEngineVersion?: Maybe<Scalars['String']['output']>;
  /** Full software version, e.g. cadence-12.4-linux (the middle part is shown when it is digits.digits). */
  softwareVersion?: Maybe<Scalars['String']['output']>;
  /** The zone it is paired to; null when unpaired. */
  soundZone?: Maybe<SoundZone>;
  /** Device type. */
  type: DeviceType;
};

/** Kinds of device. */
export type DeviceKind =
  /** Android app. */
  | 'android'
  /** Other desktop app (including the desktop shell and web players). */
  | 'desktop'
  /** Embedded hardware player. */
  | 'embedded'
  /** iOS app. */
  | 'ios'
  /** macOS app. */
  | 'macos'
  /** Other mobile app. */
  | 'mobile'
  /** Smart speaker of the speaker vendor. */
  | 'sonos'
  /** Not known. */
  | 'unknown'
  /** Windows app. */
  | 'windows';

/** A pairing code entered on a player, and the player. */
export type DevicePairInput = {
  /** App version. */
  appVersion?: InputMaybe<Scalars['String']['input']>;
  /** Kind of device. */
  kind: DeviceKind;
  /** Name of the device. */
  name: Scalars['String']['input'];
  /** The pairing code shown by the web app. */
  pairingCode: Scalars['String']['input'];
};

/** A device session after pairing. */
export type DevicePairPayload = {
  __typename?: 'DevicePairPayload';
  /** The device. */
  device: Device;
  /** Refresh token of the device session. */
  refreshToken: Scalars['String']['output'];
  /** The zone it now plays. */
  soundZone: SoundZone;
  /** Device token (JWT, typ interactive_device). */
  token: Scalars['String']['output'];
};

/** Platform identifiers; vendor-app identifiers count as IOS. */
export type DevicePlatform =
  /** Android (other). */
  | 'ANDROID'
  /** Android phone. */
  | 'ANDROIDMOBILE'
  /** iOS. */
  | 'IOS'
  /** macOS. */
  | 'MACOS'
  /** The network vendor's play app. */
  | 'NETPLAY'
  /** The smart-speaker vendor. */
  | 'SONOS'
  /** A web browser tab. */
  | 'WEB'
  /** Windows (the desktop app). */
  | 'WIN32CADENCE';

/** Device types. */
export type DeviceType =
  /** Desktop computer. */
  | 'desktop'
  /** Embedded hardware. */
  | 'embedded'
  /** Phone or tablet. */
  | 'mobile'
  /** Anything else. */
  | 'other';

/** The device to watch. */
export type DeviceUpdateInput = {
  /** Device to watch. */
  device: Scalars['ID']['input'];
};

/** A device changed. */
export type DeviceUpdatePayload = {
  __typename?: 'DeviceUpdatePayload';
  /** The device as it is now. */
  device: Device;
};

/** How an object is shown: title, colours and image. */
export type Display = {
  __typename?: 'Display';
  /** Colours of the artwork. */
  colors?: Maybe<Colors>;
  /** Short description to show. */
  description?: Maybe<Scalars['String']['output']>;
  /** Artwork. */
  image?: Maybe<Image>;
  /** Title to show. */
  title: Scalars['String']['output'];
};

/** Something with a title, colours and artwork. */
export type Displayable = {
  /** How to show it. */
  display: Display;
};

/** The distributor or partner that sold an account. */
export type Distributor = {
  __typename?: 'Distributor';
  /** Distributor's business name. */
  businessName: Scalars['String']['output'];
  /** The distributor gives its own support (then it is shown as the partner). */
  hasSupport: Scalars['Boolean']['output'];
  /** Distributor account id. */
  id: Scalars['ID']['output'];
};

/** The distributor bills the account. */
export type DistributorPaymentMethod = {
  __typename?: 'DistributorPaymentMethod';
  /** The distributor. */
  distributor: Distributor;
};

/** Kinds of download limit (limit_type of the legacy zone settings). */
export type DownloadLimitType =
  /** Downloads are blocked inside the period. */
  | 'INSIDE'
  /** Downloads are allowed only inside the period. */
  | 'OUTSIDE';

/** When a player may download. */
export type DownloadLimitation = {
  __typename?: 'DownloadLimitation';
  /** Last hour (0 to 23) of the limited period. */
  hourEnd: Scalars['Int']['output'];
  /** First hour (0 to 23) of the limited period. */
  hourStart: Scalars['Int']['output'];
  /** The limit applies. */
  limitEnabled: Scalars['Boolean']['output'];
  /** What is limited. */
  limitType: DownloadLimitType;
};

/** Download limits to set. */
export type DownloadLimitationInput = {
  /** Last hour. */
  hourEnd: Scalars['Int']['input'];
  /** First hour. */
  hourStart: Scalars['Int']['input'];
  /** The limit applies. */
  limitEnabled: Scalars['Boolean']['input'];
  /** What is limited. */
  limitType: DownloadLimitType;
};

/** Who is looking, sent with editorial requests so pages fit the viewer. */
export type EditorialAgentInput = {
  /** Current account id. */
  account?: InputMaybe<Scalars['ID']['input']>;
  /** Business type of the account. */
  businessType?: InputMaybe<Scalars['String']['input']>;
  /** Country (ISO 3166-1 alpha-2). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Locale, 'EN'. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Client platform, e.g. business or desktop. */
  platform: Scalars['String']['input'];
  /** Client version. */
  platformVersion?: InputMaybe<Scalars['String']['input']>;
  /** Random id kept per browser session. */
  session?: InputMaybe<Scalars['String']['input']>;
  /** Current sound zone id. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
  /** UTC offset as ±HH:MM, or Z. */
  tz?: InputMaybe<Scalars['String']['input']>;
  /** Current user id. */
  user?: InputMaybe<Scalars['ID']['input']>;
};

/** An editorial card pointing at an object. */
export type EditorialCard = Displayable & Node & {
  __typename?: 'EditorialCard';
  /** How to show it. */
  display: Display;
  /** Card id. */
  id: Scalars['ID']['output'];
  /** What it points at. */
  target?: Maybe<Displayable>;
};

/** Components a section is drawn with. */
export type EditorialComponent =
  /** A horizontal scrolling row. */
  | 'CAROUSEL'
  /** A grid. */
  | 'GRID'
  /** A large hero card. */
  | 'HERO'
  /** A list. */
  | 'LIST';

/** An editorial link to a page of the app. */
export type EditorialLink = Displayable & Node & {
  __typename?: 'EditorialLink';
  /** How to show it. */
  display: Display;
  /** Link id. */
  id: Scalars['ID']['output'];
  /** Path inside the app, e.g. /discover/browse/{id}. */
  path: Scalars['String']['output'];
};

/** Heading and component of a section. */
export type EditorialNode = {
  __typename?: 'EditorialNode';
  /** How the items are drawn. */
  component: EditorialComponent;
  /** Text under the heading. */
  description?: Maybe<Scalars['String']['output']>;
  /** Heading. */
  title: Scalars['String']['output'];
};

/** A page laid out by editors: sections of cards. */
export type EditorialPage = {
  /** Page id. */
  id: Scalars['ID']['output'];
  /** Sections in order. */
  sections: Array<EditorialSection>;
  /** Page title. */
  title: Scalars['String']['output'];
};

/** Which editorial page to lay out. */
export type EditorialPageInput = {
  /** Who is looking. */
  agent?: InputMaybe<EditorialAgentInput>;
  /** Id the page is about: a home page name, browse category, artist or track; none for search. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Kind of page. */
  kind: EditorialPageKind;
};

/** Kinds of editorial page. */
export type EditorialPageKind =
  /** An artist's page. */
  | 'ARTIST'
  /** A browse category's page. */
  | 'BROWSE'
  /** Home (optionally a named home page). */
  | 'HOME'
  /** The search landing page. */
  | 'SEARCH'
  /** A track's page. */
  | 'TRACK';

/** A section of an editorial page. */
export type EditorialSection = {
  __typename?: 'EditorialSection';
  /** How densely its items are laid out. */
  density: SectionDensity;
  /** Section id. */
  id: Scalars['ID']['output'];
  /** Items of the section (of the first tab when tabbed). */
  items: Array<Displayable>;
  /** Which kind of page the section belongs to. */
  kind: EditorialSectionKind;
  /** Heading and component of the section. */
  node: EditorialNode;
  /** Tabs, when the section is tabbed; empty otherwise. */
  tabs: Array<EditorialTab>;
};

/** Kinds of section. */
export type EditorialSectionKind =
  /** On an artist page. */
  | 'ARTIST_PAGE'
  /** On a browse page. */
  | 'BROWSE'
  /** On the home page. */
  | 'HOME'
  /** Schedule suggestions. */
  | 'SCHEDULE_SUGGESTIONS'
  /** On the search page. */
  | 'SEARCH'
  /** On a track page. */
  | 'TRACK_PAGE';

/** A tab of a section. */
export type EditorialTab = {
  __typename?: 'EditorialTab';
  /** Tab id. */
  id: Scalars['ID']['output'];
  /** Items of the tab. */
  items: Array<Displayable>;
  /** Label. */
  title: Scalars['String']['output'];
};

/** Codes a GraphQL error carries in `extensions.code`, with the HTTP status each maps to. */
export type ErrorCode =
  /** 400: an argument or input field is invalid; see `extensions.exception.validationErrors`. */
  | 'BAD_USER_INPUT'
  /** 502: a service the server depends on failed; may be retried. */
  | 'DOWNSTREAM_SERVICE_ERROR'
  /** 403: the viewer may see the object but not do this to it. */
  | 'FORBIDDEN'
  /** 500: unexpected server error; may be retried. */
  | 'INTERNAL_SERVER_ERROR'
  /** 404: no such object visible to the viewer. */
  | 'NOT_FOUND'
  /** 429: the viewer's complexity budget is spent; back off and retry. */
  | 'RATE_LIMITED'
  /** 401: no valid token was sent, or it expired; refresh the token and retry once. */
  | 'UNAUTHENTICATED'
  /** 401: the token is valid but does not allow this operation. */
  | 'UNAUTHORIZED';

/** A track list copied from a streaming-service playlist. */
export type ExternalSpotifyComposer = {
  __typename?: 'ExternalSpotifyComposer';
  /** URI of the source playlist. */
  spotifyPlaylistUri: Scalars['String']['output'];
};

/** A survey interaction or feedback message. */
export type FeedbackInput = {
  /** When it was given. */
  feedbackDatetime: Scalars['DateTime']['input'];
  /** Form name: a survey name (lowercase letters, digits, hyphens) or share-feedback. */
  feedbackFormName: Scalars['String']['input'];
  /** Client-made id of the entry. */
  feedbackId: Scalars['ID']['input'];
  /** Context as a JSON string: client ('desktop player' or 'business'), interaction, route_path, channel. */
  metadata: Scalars['String']['input'];
  /** Answers as a JSON string (steps with id, type, index, question, response; free text at most 3000 characters). */
  payload: Scalars['String']['input'];
};

/** A resolved flag. */
export type Flag = {
  __typename?: 'Flag';
  /** Flag name, e.g. theme-select. */
  name: Scalars['String']['output'];
  /** Properties as a JSON object string, e.g. {"enabled":true}. */
  properties: Scalars['String']['output'];
};

/** A flag the client applied. */
export type FlagApplyEvent = {
  /** When it was applied. */
  applyTime: Scalars['DateTime']['input'];
  /** Flag name. */
  flag: Scalars['String']['input'];
};

/** A context key and value. */
export type FlagContextEntry = {
  /** Key, e.g. app.platform. */
  key: Scalars['String']['input'];
  /** Value (truncated to 200 characters in tracking). */
  value: Scalars['String']['input'];
};

/** Context flags are resolved in. */
export type FlagContextInput = {
  /** Values known now (app.env, app.version, app.platform, account.tier, account.id, account.distributor...). */
  ephemeral: Array<FlagContextEntry>;
  /** Values stored for the viewer (user.promos.{name}.interaction...). */
  stored: Array<FlagContextEntry>;
};

/** Flags resolved for a context. */
export type Flags = {
  __typename?: 'Flags';
  /** When the resolution should be refreshed. */
  expiresAt: Scalars['DateTime']['output'];
  /** The flags. */
  flags: Array<Flag>;
  /** Token that applyFlags must send back. */
  resolveToken: Scalars['String']['output'];
  /** Key that ties exposure events to this resolution. */
  trackingKey: Scalars['String']['output'];
};

/** A genre. */
export type Genre = {
  __typename?: 'Genre';
  /** Genre id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** Payment with a card stored in Google Pay. */
export type GooglePayPaymentMethod = {
  __typename?: 'GooglePayPaymentMethod';
  /** Network of the stored card. */
  cardType?: Maybe<CardType>;
  /** Last four digits of the stored card. */
  lastFourDigits?: Maybe<Scalars['String']['output']>;
};

/** The home page. */
export type HomePage = EditorialPage & Node & {
  __typename?: 'HomePage';
  /** Page id. */
  id: Scalars['ID']['output'];
  /** Sections in order. */
  sections: Array<EditorialSection>;
  /** Page title. */
  title: Scalars['String']['output'];
};

/** Match an id. */
export type IdFilter = {
  /** Equal to. */
  eq: Scalars['ID']['input'];
};

/** An image served at any size from a URL template. */
export type Image = {
  __typename?: 'Image';
  /** Colour (hex) to show while the image loads. */
  placeholder?: Maybe<Scalars['String']['output']>;
  /** URL at a given size. */
  sized: Scalars['String']['output'];
  /** URL template with %w and %h for width and height (each at most 3000). */
  url: Scalars['String']['output'];
};


/** An image served at any size from a URL template. */
export type ImageSizedArgs = {
  height: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
};

/** Why an import failed. */
export type ImportError = {
  __typename?: 'ImportError';
  /** Error code, e.g. NOT_FOUND, FORBIDDEN, EMPTY. */
  errorCode: Scalars['String']['output'];
  /** Explanation. */
  errorMessage: Scalars['String']['output'];
};

/** Result of importing one playlist. */
export type ImportSpotifyPlaylistResult = {
  __typename?: 'ImportSpotifyPlaylistResult';
  /** What went wrong. */
  errors: Array<ImportError>;
  /** The created playlist; null when it failed. */
  playlist?: Maybe<Playlist>;
  /** The URI imported. */
  playlistUri: Scalars['String']['output'];
};

/** Streaming-service playlists to import. */
export type ImportSpotifyPlaylistsInput = {
  /** Also add the imported playlists to the library. */
  addToLibrary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Connection to import with. */
  connectionId: Scalars['ID']['input'];
  /** Keep the playlists synced with the service (import) or copy them once (copy). */
  mode?: InputMaybe<SpotifyImportMode>;
  /** Account that owns the imported playlists. */
  owner: Scalars['ID']['input'];
  /** Streaming-service playlist URIs ('Not a spotify playlist' for anything else). */
  playlistUris: Array<Scalars['String']['input']>;
};

/** Result of importing playlists. */
export type ImportSpotifyPlaylistsPayload = {
  __typename?: 'ImportSpotifyPlaylistsPayload';
  /** One result per URI, in order. */
  results: Array<ImportSpotifyPlaylistResult>;
  /** Id to quote when reporting a problem. */
  traceId: Scalars['String']['output'];
};

/** Who sent an invitation. */
export type InvitedBy = PublicApiClient | User;

/** Payment by invoice. */
export type InvoicePaymentMethod = {
  __typename?: 'InvoicePaymentMethod';
  /** The invoicing system. */
  psp: InvoicePsp;
};

/** Invoicing systems. */
export type InvoicePsp =
  /** Fortnox ledger. */
  | 'FORTNOX'
  /** Invoiced by hand. */
  | 'MANUAL_BILLING'
  /** NetSuite ledger. */
  | 'NETSUITE';

/** Who is licensed to play the music, where, and for which period. */
export type LegalCertificate = {
  __typename?: 'LegalCertificate';
  /** Street address; empty when none was given. */
  address: Scalars['String']['output'];
  /** Licensed business. */
  businessName: Scalars['String']['output'];
  /** City; empty when none was given. */
  city: Scalars['String']['output'];
  /** Country (ISO 3166-1 alpha-2). */
  country: Scalars['String']['output'];
  /** Postal code; empty when none was given. */
  postalCode: Scalars['String']['output'];
  /** State. */
  state?: Maybe<Scalars['String']['output']>;
  /** Start of the licence: when the account was created. */
  validFrom: Scalars['DateTime']['output'];
  /** End of the licence: the latest paid-until of the account's zones; null when none was ever paid. */
  validUntil?: Maybe<Scalars['DateTime']['output']>;
};

/** An owner's library: a version that changes with every change, the item ids, and the items. */
export type Library = {
  __typename?: 'Library';
  /** Ids of every item (an item is in the library when its id is here). */
  ids: Array<Scalars['ID']['output']>;
  /** Items, paged, filtered and sorted. */
  items: LibraryItemConnection;
  /** Owner (account id). */
  owner: Scalars['ID']['output'];
  /** Version, increased by every change. */
  version: Scalars['Int']['output'];
};


/** An owner's library: a version that changes with every change, the item ids, and the items. */
export type LibraryItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<LibraryItemsQuery>;
};

/** A page of library items. */
export type LibraryItemConnection = {
  __typename?: 'LibraryItemConnection';
  /** The items. */
  edges: Array<LibraryItemEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of items matching in all. */
  total: Scalars['Int']['output'];
};

/** A library item in a page. */
export type LibraryItemEdge = {
  __typename?: 'LibraryItemEdge';
  /** When it was added. */
  addedAt: Scalars['DateTime']['output'];
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: LibraryItemNode;
};

/** An item to add. */
export type LibraryItemInput = {
  /** Item id. */
  id: Scalars['ID']['input'];
  /** Kind ('Unknown item type' for anything else). */
  itemKind: LibraryItemKind;
};

/** Kinds of library item. */
export type LibraryItemKind =
  /** A playlist (or station). */
  | 'PLAYLIST'
  /** A schedule. */
  | 'SCHEDULE';

/** A library item. */
export type LibraryItemNode = Playlist | Schedule;

/** Filter and sort of library items. */
export type LibraryItemsQuery = {
  /** Only these kinds. */
  kinds?: InputMaybe<Array<LibraryItemKind>>;
  /** Text the name must contain (lowercased, leading spaces trimmed). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sort, default added-at descending. */
  sort?: InputMaybe<LibrarySort>;
};

/** Sort of library items. */
export type LibrarySort = {
  /** Field ('Unknown sort property' for anything else). */
  field: LibrarySortField;
  /** Direction. */
  order: SortOrder;
};

/** Fields library items sort by. */
export type LibrarySortField =
  /** When added. */
  | 'ADDED_AT'
  /** Name. */
  | 'NAME';

/** The library to watch. */
export type LibraryUpdateInput = {
  /** Owner (account id) to watch. */
  owner: Scalars['ID']['input'];
};

/** A library changed. */
export type LibraryUpdatePayload = {
  __typename?: 'LibraryUpdatePayload';
  /** The library's new version and ids. */
  library: Library;
};

/** A premises of an account, with its own address, time zone and sound zones. */
export type Location = Node & {
  __typename?: 'Location';
  /** The account it belongs to. */
  account: Account;
  /** Bandwidth cap for the location's players in kbit/s; null for none. */
  bandwidthLimitationKbps?: Maybe<Scalars['Int']['output']>;
  /** Billing group (invoice address) the location's zones are billed to. */
  billingGroupId?: Maybe<Scalars['ID']['output']>;
  /** The location is deactivated. */
  deactivated: Scalars['Boolean']['output'];
  /** Location id. */
  id: Scalars['ID']['output'];
  /** Pending invitations limited to this location. */
  invited: PendingUserConnection;
  /** Name of the location. */
  name: Scalars['String']['output'];
  /** What the viewer may do with this location. */
  permissions: Array<LocationPermission>;
  /** Street address. */
  physicalAddress: Address;
  /** Sound zones of the location. */
  soundZones: SoundZoneConnection;
  /** IANA time zone the location's schedules follow, e.g. Europe/Stockholm. */
  timezone: Scalars['String']['output'];
  /** Location users: members limited to this location. */
  users: AccountUserConnection;
};


/** A premises of an account, with its own address, time zone and sound zones. */
export type LocationInvitedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A premises of an account, with its own address, time zone and sound zones. */
export type LocationSoundZonesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A premises of an account, with its own address, time zone and sound zones. */
export type LocationUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of locations. */
export type LocationConnection = {
  __typename?: 'LocationConnection';
  /** The locations. */
  edges: Array<LocationEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of locations in all. */
  total: Scalars['Int']['output'];
};

/** A new location and the name of its first zone. */
export type LocationCreateInput = {
  /** Account to create it in. */
  account: Scalars['ID']['input'];
  /** Street address. */
  address: Scalars['String']['input'];
  /** City. */
  city: Scalars['String']['input'];
  /** Country. */
  country: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Postal code. */
  postalCode: Scalars['String']['input'];
  /** Name of the first sound zone. */
  soundZoneName: Scalars['String']['input'];
  /** State (required for US, CA, AU, CN, MX, MY, IT, IE, CH; a 2-letter code in the US). */
  state?: InputMaybe<Scalars['String']['input']>;
  /** IANA time zone. */
  timezone: Scalars['String']['input'];
};

/** Result of creating a location. */
export type LocationCreatePayload = {
  __typename?: 'LocationCreatePayload';
  /** The new location. */
  location: Location;
  /** Its first sound zone. */
  soundZone: SoundZone;
};

/** A location was created. */
export type LocationCreated = {
  __typename?: 'LocationCreated';
  /** The location. */
  location: Location;
};

/** A location was deleted. */
export type LocationDeleted = {
  __typename?: 'LocationDeleted';
  /** Its id. */
  locationId: Scalars['ID']['output'];
};

/** A location in a page. */
export type LocationEdge = {
  __typename?: 'LocationEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The location. */
  node: Location;
};

/** What a viewer may do with a location. */
export type LocationPermission =
  /** Deactivate the location. */
  | 'DELETE'
  /** Rename the location, change its address or time zone. */
  | 'UPDATE'
  /** See location users. */
  | 'USERS_READ'
  /** Invite and remove location users. */
  | 'USERS_WRITE'
  /** Create zones in it. */
  | 'ZONE_CREATE';

/** Changes to a location. */
export type LocationUpdateInput = {
  /** New street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** New city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Location id. */
  location: Scalars['ID']['input'];
  /** New name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New postal code. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** New state. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** New time zone. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** Result of updating a location. */
export type LocationUpdatePayload = {
  __typename?: 'LocationUpdatePayload';
  /** The location. */
  location: Location;
};

/** The location to watch. */
export type LocationUpdateSubscriptionInput = {
  /** Location to watch. */
  location: Scalars['ID']['input'];
};

/** A location changed. */
export type LocationUpdateSubscriptionPayload = {
  __typename?: 'LocationUpdateSubscriptionPayload';
  /** The location as it is now. */
  location: Location;
};

/** Credentials to sign in with. */
export type LoginUserInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
  /** Ask for a token that may also be used in URLs (short-lived, for popups and downloads). */
  uriBased?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of signing in. */
export type LoginUserPayload = {
  __typename?: 'LoginUserPayload';
  /** When the access token expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** Refresh token; rotated on every use, revoked on logout, with an absolute expiry. */
  refreshToken: Scalars['String']['output'];
  /** Identity hash for the support chat. */
  supportChatHash: Scalars['String']['output'];
  /** Access token (JWT, typ user). */
  token: Scalars['String']['output'];
  /** Signed-in user's id. */
  userId: Scalars['ID']['output'];
};

/** The session to end. */
export type LogoutUserInput = {
  /** The refresh token to revoke. */
  refreshToken: Scalars['String']['input'];
};

/** The result of signing out. */
export type LogoutUserPayload = {
  __typename?: 'LogoutUserPayload';
  /** The refresh token was revoked (false when it was already unknown). */
  revoked: Scalars['Boolean']['output'];
};

/** A hand-built track list. */
export type Manual = {
  __typename?: 'Manual';
  /** Composer id. */
  id: Scalars['ID']['output'];
};

/** A track that was queued by hand. */
export type ManuallyQueued = {
  __typename?: 'ManuallyQueued';
  /** When it was queued. */
  queuedAt: Scalars['DateTime']['output'];
};

/** The four membership flags. */
export type MembershipRoles = {
  __typename?: 'MembershipRoles';
  /** Admin: may do everything. */
  admin: Scalars['Boolean']['output'];
  /** Contact person of the account. */
  contact: Scalars['Boolean']['output'];
  /** Finance: handles billing and subscriptions. */
  finance: Scalars['Boolean']['output'];
  /** Owner: may do everything. */
  owner: Scalars['Boolean']['output'];
};

/** An account's music library with its playlists and schedules. */
export type MusicLibrary = {
  __typename?: 'MusicLibrary';
  /** Library id (the owning account id). */
  id: Scalars['ID']['output'];
  /** Ids of every item. */
  ids: Array<Scalars['ID']['output']>;
  /** Paged listing of playlists and schedules, searchable. */
  items: LibraryItemConnection;
  /** Playlists. */
  playlists: PlaylistConnection;
  /** Schedules. */
  schedules: ScheduleConnection;
};


/** An account's music library with its playlists and schedules. */
export type MusicLibraryItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  searchString?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<LibraryItemKind>>;
};


/** An account's music library with its playlists and schedules. */
export type MusicLibraryPlaylistsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<LibrarySort>;
};


/** An account's music library with its playlists and schedules. */
export type MusicLibrarySchedulesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<LibrarySort>;
};

/** The music library to watch. */
export type MusicLibraryUpdateInput = {
  /** Library id: an account id or 'me'. */
  id: Scalars['ID']['input'];
};

/** A music library's ids changed. */
export type MusicLibraryUpdatePayload = {
  __typename?: 'MusicLibraryUpdatePayload';
  /** The music library. */
  musicLibrary: MusicLibrary;
};

/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Add playlists or schedules to an owner's library (applied optimistically by clients). */
  addToLibrary: Library;
  /** Send the flags that the client applied (exposure events) for experiment analysis. */
  applyFlags: ApplyFlagsPayload;
  /** Block a track from playing in a zone (or everywhere under a location or account). */
  blockTrack: BlockTrackPayload;
  /** A partner creates a customer account: a new account whose distributor is the partner, reached by the partner's owners and admins, with its first location and sound zone (at the company's address). */
  createCustomerAccount: CreateCustomerAccountPayload;
  /** Create a manual playlist (needs account tier-3). */
  createManualPlaylist: CreateManualPlaylistPayload;
  /** Make zones play a source between two local dates (a holiday or campaign), then go back to their own. */
  createPlaybackOverride: CreatePlaybackOverridePayload;
  /** Create a schedule. */
  createSchedule: CreateSchedulePayload;
  /** Connect the viewer's account to the streaming service with an authorisation code. */
  createSpotifyConnection: SpotifyConnection;
  /** Create a station (a playlist presented as a station) from tags, a seed playlist or a prompt; not for the starter plan or royalty-free accounts. */
  createStation: CreateStationPayload;
  /** Delete an override: its zones go back to their own source at once. */
  deletePlaybackOverride: DeletePlaybackOverridePayload;
  /** Called by a player with a pairing code: pairs it to the zone and returns a device session. */
  devicePair: DevicePairPayload;
  /** Import streaming-service playlists as Cadence playlists; creates a connection first when none exists. */
  importSpotifyPlaylists: ImportSpotifyPlaylistsPayload;
  /** Create a location and its first sound zone. */
  locationCreate: LocationCreatePayload;
  /** Change a location's name, address or time zone. */
  locationUpdate: LocationUpdatePayload;
  /** Sign in with e-mail and password. */
  loginUser: LoginUserPayload;
  /** Sign out: revoke the refresh token. */
  logoutUser: LogoutUserPayload;
  /** Pause playback in a zone. */
  pause: PausePayload;
  /** Start playback in a zone. */
  play: PlayPayload;
  /** Record an onboarding step as completed or skipped (navigation.md 2.11). Completing business-description saves businessType (zone.activate), completing explicit-setting saves filterExplicit (SETTINGS_WRITE); any other step needs SETTINGS_WRITE. */
  recordOnboardingStep: RecordOnboardingStepPayload;
  /** Exchange a refresh token for a new token pair; the refresh token is rotated (the old one stops working). */
  refreshLogin: RefreshLoginPayload;
  /** Remove items from an owner's library. */
  removeFromLibrary: Library;
  /** Set the source one zone plays from, starting with its next track. */
  setPlayFrom: SetPlayFromPayload;
  /** Store a key-value entry on the signed-in user (survey interactions, completed guide tasks...). */
  setUserKeyValue: SetUserKeyValuePayload;
  /** Set a zone's volume. */
  setVolume: SetVolumePayload;
  /** Skip to the next track in a zone. */
  skipTrack: SkipTrackPayload;
  /** Assign a playlist, schedule or station to zones, optionally starting at a track. */
  soundZoneAssignSource: SoundZoneAssignSourcePayload;
  /** Clear a zone's queue (needs tier 2 or more). */
  soundZoneClearQueuedTracks: SoundZoneClearQueuedTracksPayload;
  /** Create a sound zone in a location. */
  soundZoneCreate: SoundZoneCreatePayload;
  /** Delete (deactivate) a sound zone. */
  soundZoneDelete: SoundZoneDeletePayload;
  /** Start pairing: returns a code that a player enters (devicePair) to become the zone's player. */
  soundZoneInitiatePairing: SoundZoneInitiatePairingPayload;
  /** Queue tracks in a zone (tier-3 plays single tracks on demand; the essential tier is not allowed). */
  soundZoneQueueTracks: SoundZoneQueueTracksPayload;
  /** Set the order a zone plays its source in. */
  soundZoneSetPlaybackOrder: SoundZoneSetPlaybackOrderPayload;
  /** Unpair the zone's device; 'already unpaired' is answered as a validation error the client may ignore. */
  soundZoneUnpair: SoundZoneUnpairPayload;
  /** Rename a sound zone. */
  soundZoneUpdate: SoundZoneUpdatePayload;
  /** Change settings of several sound zones at once; speaker-system zones do not support settings. */
  soundZoneUpdateSettings: SoundZoneUpdateSettingsPayload;
  /** Insert, remove or replace tracks of a manual playlist at once (at most 3000 tracks in all). */
  spliceManualPlaylist: Playlist;
  /** Lift a block. */
  unblockTrack: UnblockTrackPayload;
  /** Change a manual playlist's name, description or presets. */
  updateManualPlaylist: Playlist;
  /** Replace an override's name, dates, source and target. */
  updatePlaybackOverride: UpdatePlaybackOverridePayload;
  /** Replace a schedule's fields and slots. */
  updateSchedule: UpdateSchedulePayload;
  /** Change a copied streaming-service playlist's name, description or presets. */
  updateSpotifyPlaylist: Playlist;
  /** Change a synced streaming-service playlist's presets. */
  updateSpotifySyncedPlaylist: Playlist;
  /** Record a survey interaction or a feedback message. */
  writeFeedback: WriteFeedbackPayload;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationAddToLibraryArgs = {
  input: AddToLibraryInput;
  owner: Scalars['ID']['input'];
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationApplyFlagsArgs = {
  input: ApplyFlagsInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationBlockTrackArgs = {
  input: BlockTrackInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationCreateCustomerAccountArgs = {
  input: CreateCustomerAccountInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationCreateManualPlaylistArgs = {
  input: CreateManualPlaylistInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationCreatePlaybackOverrideArgs = {
  input: CreatePlaybackOverrideInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationCreateScheduleArgs = {
  input: CreateScheduleInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationCreateSpotifyConnectionArgs = {
  input: CreateSpotifyConnectionInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationCreateStationArgs = {
  input: CreateStationInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationDeletePlaybackOverrideArgs = {
  input: DeletePlaybackOverrideInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationDevicePairArgs = {
  input: DevicePairInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationImportSpotifyPlaylistsArgs = {
  input: ImportSpotifyPlaylistsInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationLocationCreateArgs = {
  input: LocationCreateInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationLocationUpdateArgs = {
  input: LocationUpdateInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationLoginUserArgs = {
  input: LoginUserInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationLogoutUserArgs = {
  input: LogoutUserInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationPauseArgs = {
  input: PauseInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationPlayArgs = {
  input: PlayInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationRecordOnboardingStepArgs = {
  input: RecordOnboardingStepInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationRefreshLoginArgs = {
  input: RefreshLoginInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationRemoveFromLibraryArgs = {
  input: RemoveFromLibraryInput;
  owner: Scalars['ID']['input'];
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSetPlayFromArgs = {
  input: SetPlayFromInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSetUserKeyValueArgs = {
  input: SetUserKeyValueInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSetVolumeArgs = {
  input: SetVolumeInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSkipTrackArgs = {
  input: SkipTrackInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneAssignSourceArgs = {
  input: SoundZoneAssignSourceInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneClearQueuedTracksArgs = {
  input: SoundZoneClearQueuedTracksInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneCreateArgs = {
  input: SoundZoneCreateInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneDeleteArgs = {
  input: SoundZoneDeleteInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneInitiatePairingArgs = {
  input: SoundZoneInitiatePairingInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneQueueTracksArgs = {
  input: SoundZoneQueueTracksInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneSetPlaybackOrderArgs = {
  input: SoundZoneSetPlaybackOrderInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneUnpairArgs = {
  input: SoundZoneUnpairInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneUpdateArgs = {
  input: SoundZoneUpdateInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSoundZoneUpdateSettingsArgs = {
  input: SoundZoneUpdateSettingsInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationSpliceManualPlaylistArgs = {
  input: SpliceManualPlaylistInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationUnblockTrackArgs = {
  input: UnblockTrackInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationUpdateManualPlaylistArgs = {
  input: UpdateManualPlaylistInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationUpdatePlaybackOverrideArgs = {
  input: UpdatePlaybackOverrideInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationUpdateScheduleArgs = {
  input: UpdateScheduleInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationUpdateSpotifyPlaylistArgs = {
  input: UpdateSpotifyPlaylistInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationUpdateSpotifySyncedPlaylistArgs = {
  input: UpdateSpotifySyncedPlaylistInput;
};


/** Entry points for changing things. Each takes one `input` (unless the spec names other arguments) and returns a payload. */
export type MutationWriteFeedbackArgs = {
  feedbackInput: FeedbackInput;
};

/** An object with a global id, refetchable through `node(id)`. */
export type Node = {
  /** Global id, stable and opaque. */
  id: Scalars['ID']['output'];
};

/** The track a zone is playing. */
export type NowPlaying = {
  __typename?: 'NowPlaying';
  /** The announcement a messaging campaign plays between two tracks, while it plays (track is null then). */
  announcement?: Maybe<Announcement>;
  /** Where the track came from: a playlist, a schedule slot or the queue. */
  playFrom?: Maybe<PlayableSource>;
  /** The zone. */
  soundZone: Scalars['ID']['output'];
  /** When the track started. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The track; null between tracks. */
  track?: Maybe<Track>;
};

/** The zone to watch. */
export type NowPlayingUpdateInput = {
  /** Zone to watch. */
  soundZone: Scalars['ID']['input'];
};

/** A zone started a new track. */
export type NowPlayingUpdatePayload = {
  __typename?: 'NowPlayingUpdatePayload';
  /** What plays now. */
  nowPlaying: NowPlaying;
};

/** An onboarding step the account has passed. */
export type OnboardingStep = {
  __typename?: 'OnboardingStep';
  /** The answer given with the step (the partner steps); null for none. */
  choice?: Maybe<Scalars['String']['output']>;
  /** Which step. */
  name: OnboardingStepName;
  /** How it was passed. */
  status: OnboardingStepStatus;
  /** When. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Onboarding steps, in their default order. */
export type OnboardingStepName =
  /** Create a playlist from a prompt. */
  | 'AI_PLAYLIST'
  /** Describe the business. */
  | 'BUSINESS_DESCRIPTION'
  /** Choose whether explicit tracks play. */
  | 'EXPLICIT_SETTING'
  /** Welcome. */
  | 'GET_STARTED'
  /** Partner onboarding: business size. */
  | 'PARTNER_BUSINESS_SIZE'
  /** Partner onboarding: business type. */
  | 'PARTNER_BUSINESS_TYPE'
  /** Set up a zone. */
  | 'SETUP'
  /** Import from the streaming service. */
  | 'SPOTIFY_IMPORT';

/** How an onboarding step was passed. */
export type OnboardingStepStatus =
  /** Done. */
  | 'COMPLETED'
  /** Skipped by the user. */
  | 'SKIPPED';

/** Where a page of a connection sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** More items follow the last edge. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Items precede the first edge. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** How a device pairs. */
export type PairingMode =
  /** Stays paired until unpaired from the account (embedded, screen). */
  | 'hard'
  /** May unpair itself (desktop, mobile, other). */
  | 'soft';

/** The zone to pause. */
export type PauseInput = {
  /** Zone. */
  soundZone: Scalars['ID']['input'];
};

/** Result of pause. */
export type PausePayload = {
  __typename?: 'PausePayload';
  /** The zone's playback. */
  playback: Playback;
};

/** Payment through PayPal. */
export type PayPalPaymentMethod = {
  __typename?: 'PayPalPaymentMethod';
  /** PayPal account e-mail; null when the provider did not share it. */
  email?: Maybe<Scalars['String']['output']>;
};

/** How an account pays. */
export type PaymentMethod = ApplePayPaymentMethod | CreditCardPaymentMethod | DistributorPaymentMethod | GooglePayPaymentMethod | InvoicePaymentMethod | PayPalPaymentMethod;

/** Someone invited to an account who has not accepted yet. */
export type PendingUser = {
  __typename?: 'PendingUser';
  /** E-mail address the invitation went to. */
  email: Scalars['String']['output'];
  /** Invitation id (the invitee ACL). */
  id: Scalars['ID']['output'];
  /** When it was sent. */
  invitedAt: Scalars['DateTime']['output'];
  /** Who sent it. */
  invitedBy?: Maybe<InvitedBy>;
};

/** A page of pending invitations. */
export type PendingUserConnection = {
  __typename?: 'PendingUserConnection';
  /** The invitations. */
  edges: Array<PendingUserEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of invitations in all. */
  total: Scalars['Int']['output'];
};

/** A pending invitation and the roles it grants. */
export type PendingUserEdge = {
  __typename?: 'PendingUserEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** Locations the invitee will be limited to; empty for the whole account. */
  locations: Array<Location>;
  /** The invited person. */
  node: PendingUser;
  /** Roles granted on acceptance. */
  roles: MembershipRoles;
};

/** Account plans, ranked starter < essential < unlimited < royalty-free. */
export type Plan =
  /** Essential: tier-1. */
  | 'ESSENTIAL'
  /** Royalty-free music only. */
  | 'ROYALTY_FREE'
  /** Starter: tier-1, one zone without upgrading, no stations, no editing of sources. */
  | 'STARTER'
  /** Unlimited: tier-3, single tracks on demand, manual playlists. */
  | 'UNLIMITED';

/** The zone to play. */
export type PlayInput = {
  /** Zone. */
  soundZone: Scalars['ID']['input'];
};

/** Orders a source can play in. */
export type PlayOrder =
  /** The source decides (schedules and stations). */
  | 'AUTO'
  /** In the playlist's order. */
  | 'LINEAR'
  /** Shuffled. */
  | 'SHUFFLE'
  /** Shuffled with similar tracks spread apart. */
  | 'SMART_SHUFFLE';

/** Result of play. */
export type PlayPayload = {
  __typename?: 'PlayPayload';
  /** The zone's playback. */
  playback: Playback;
};

/** Where a playing track came from. */
export type PlayableSource = ManuallyQueued | Playlist | ScheduleSource;

/** Playback of a zone as the control side sees it. */
export type Playback = {
  __typename?: 'Playback';
  /** The holiday or campaign override deciding what the zone plays now; null when none applies. */
  activeOverride?: Maybe<ActiveOverride>;
  /** Orders the current source allows. */
  availablePlayOrders: Array<PlayOrder>;
  /** When the next schedule slot starts; null when unknown. */
  nextSlotStartsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Order the source plays in. */
  playOrder: PlayOrder;
  /** Position in the current track, in milliseconds, as of progressUpdatedAt. */
  progressMs: Scalars['Int']['output'];
  /** When progressMs was measured. */
  progressUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Tracks queued to play next, first is next. */
  queue: Array<Track>;
  /** Whether the zone plays. */
  state: PlaybackState;
  /** Volume, 0 to 16. */
  volume: Scalars['Volume']['output'];
};

/** A page of played tracks. */
export type PlaybackHistoryConnection = {
  __typename?: 'PlaybackHistoryConnection';
  /** The played tracks, newest first. */
  edges: Array<PlaybackHistoryEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
};

/** A played track in a page. */
export type PlaybackHistoryEdge = {
  __typename?: 'PlaybackHistoryEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The played track. */
  node: PlayedTrack;
};

/** Default order of a playlist. */
export type PlaybackMode =
  /** In order. */
  | 'linear'
  /** Shuffled. */
  | 'shuffle';

/**
 * A holiday or campaign override: from the start of startDate to the end of endDate, each in the zone's own
 * location time zone, the targeted zones play `source` instead of what is assigned to them, then go back to it.
 * Where several overrides cover a zone at once, the most specific target wins (sound zones, then locations,
 * then the whole account), then the latest created.
 */
export type PlaybackOverride = Node & {
  __typename?: 'PlaybackOverride';
  /** The account whose zones it overrides. */
  account: Account;
  /** When it was created: the later of two equally specific overrides wins. */
  createdAt: Scalars['DateTime']['output'];
  /** Last local date it applies on (inclusive). */
  endDate: Scalars['Date']['output'];
  /** Override id. */
  id: Scalars['ID']['output'];
  /** Name, such as 'Christmas week'. */
  name: Scalars['String']['output'];
  /** The zones it applies to now (a location's zones as they are, or every zone of the account). */
  soundZones: Array<SoundZone>;
  /** What the zones play while it applies: a playlist, a station or a schedule. */
  source: Assignable;
  /** First local date it applies on. */
  startDate: Scalars['Date']['output'];
  /** Which zones it applies to. */
  target: PlaybackOverrideTarget;
};

/** The zones an override applies to. */
export type PlaybackOverrideTarget = {
  __typename?: 'PlaybackOverrideTarget';
  /** How wide the target is. */
  kind: PlaybackOverrideTargetKind;
  /** The listed locations, for LOCATIONS; empty otherwise. */
  locations: Array<Location>;
  /** The listed zones, for SOUND_ZONES; empty otherwise. */
  soundZones: Array<SoundZone>;
};

/** An override's target. */
export type PlaybackOverrideTargetInput = {
  /** Zone ids for SOUND_ZONES, location ids for LOCATIONS, none for ACCOUNT; all of the override's account. */
  ids?: Array<Scalars['ID']['input']>;
  /** How wide the target is. */
  kind: PlaybackOverrideTargetKind;
};

/** How wide an override's target is; the narrower wins where two overlap. */
export type PlaybackOverrideTargetKind =
  /** Every zone of the account. */
  | 'ACCOUNT'
  /** Every zone of the listed locations. */
  | 'LOCATIONS'
  /** The listed sound zones. */
  | 'SOUND_ZONES';

/** The account whose overrides to watch. */
export type PlaybackOverrideUpdateInput = {
  /** Account id. */
  account: Scalars['ID']['input'];
};

/** An account's override changed. */
export type PlaybackOverrideUpdatePayload = {
  __typename?: 'PlaybackOverrideUpdatePayload';
  /** Id of the override that changed. */
  id: Scalars['ID']['output'];
  /** The override as it is now; null when it was deleted. */
  playbackOverride?: Maybe<PlaybackOverride>;
};

/** Whether a zone plays. */
export type PlaybackState =
  /** The player does not support remote control. */
  | 'not_supported'
  /** The player is offline. */
  | 'offline'
  /** Paused. */
  | 'paused'
  /** Playing. */
  | 'playing'
  /** No player is paired. */
  | 'unpaired';

/** The zone to watch. */
export type PlaybackUpdateInput = {
  /** Zone to watch. */
  soundZone: Scalars['ID']['input'];
};

/** A zone's playback changed. */
export type PlaybackUpdatePayload = {
  __typename?: 'PlaybackUpdatePayload';
  /** Playback as it is now. */
  playback: Playback;
  /** The zone. */
  soundZone: Scalars['ID']['output'];
};

/** A track a zone played. */
export type PlayedTrack = {
  __typename?: 'PlayedTrack';
  /** History entry id. */
  id: Scalars['ID']['output'];
  /** Where it came from. */
  playFrom?: Maybe<PlayableSource>;
  /** When it started. */
  startedAt: Scalars['DateTime']['output'];
  /** The track. */
  track: Track;
};

/** A playlist (collection): the account's own, the catalogue's, imported from the streaming service, or a station. */
export type Playlist = Assignable & Displayable & Node & {
  __typename?: 'Playlist';
  /** The composer and its inputs. */
  composer: Composer;
  /** How its track list is composed. */
  composerType: ComposerType;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Curated by Cadence's editors. */
  curated: Scalars['Boolean']['output'];
  /** Who curates it. */
  curator?: Maybe<Curator>;
  /** Full description. */
  description?: Maybe<Scalars['String']['output']>;
  /** How to show it. */
  display: Display;
  /** Genres (the first 5 are shown). */
  genres: Array<Genre>;
  /** Playlist id. */
  id: Scalars['ID']['output'];
  /** It is in the given library. */
  inMusicLibrary: Scalars['Boolean']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** What the viewer may do with it. */
  permissions: Array<PlaylistPermission>;
  /** How to present it. */
  presentAs: PresentAs;
  /** Playback presets. */
  presets: PlaylistPresets;
  /** One-line description. */
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** Version of the track list; changes with every edit. */
  snapshot: Scalars['String']['output'];
  /** Track counts and durations for a market. */
  trackStatistics: TrackStatistics;
  /** Tracks in order. */
  tracks: PlaylistTrackConnection;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A playlist (collection): the account's own, the catalogue's, imported from the streaming service, or a station. */
export type PlaylistInMusicLibraryArgs = {
  library: Scalars['ID']['input'];
};


/** A playlist (collection): the account's own, the catalogue's, imported from the streaming service, or a station. */
export type PlaylistTrackStatisticsArgs = {
  market?: InputMaybe<Scalars['String']['input']>;
};


/** A playlist (collection): the account's own, the catalogue's, imported from the streaming service, or a station. */
export type PlaylistTracksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  market?: InputMaybe<Scalars['String']['input']>;
};

/** A page of playlists. */
export type PlaylistConnection = {
  __typename?: 'PlaylistConnection';
  /** The playlists. */
  edges: Array<PlaylistEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of playlists in all. */
  total: Scalars['Int']['output'];
};

/** A playlist in a page. */
export type PlaylistEdge = {
  __typename?: 'PlaylistEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The playlist. */
  node: Playlist;
};

/** What a viewer may do with a playlist. */
export type PlaylistPermission =
  /** Save it to the library. */
  | 'ADD_TO_LIBRARY'
  /** Delete it. */
  | 'DELETE'
  /** Edit tracks and details (owning account; manual playlists need tier-3). */
  | 'EDIT';

/** Playback presets of a playlist. */
export type PlaylistPresets = {
  __typename?: 'PlaylistPresets';
  /** Explicit tracks allowed; false overrides the account and hides explicit tracks; null follows the account. */
  allowExplicit?: Maybe<Scalars['Boolean']['output']>;
  /** Default order. */
  playbackMode: PlaybackMode;
};

/** Presets to set. */
export type PlaylistPresetsInput = {
  /** Explicit override; null follows the account. */
  allowExplicit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default order. */
  playbackMode?: InputMaybe<PlaybackMode>;
};

/** A page of a playlist's tracks. */
export type PlaylistTrackConnection = {
  __typename?: 'PlaylistTrackConnection';
  /** The tracks. */
  edges: Array<PlaylistTrackEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of tracks in all. */
  total: Scalars['Int']['output'];
  /** When the track list last changed; cached pages older than this are stale. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A track of a playlist. */
export type PlaylistTrackEdge = {
  __typename?: 'PlaylistTrackEdge';
  /** When it was added. */
  addedAt: Scalars['DateTime']['output'];
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The track. */
  node: Track;
};

/** The playlist to watch. */
export type PlaylistUpdateInput = {
  /** Playlist to watch. */
  playlist: Scalars['ID']['input'];
};

/** A playlist changed. */
export type PlaylistUpdatePayload = {
  __typename?: 'PlaylistUpdatePayload';
  /** The playlist as it is now. */
  playlist: Playlist;
};

/** How a source is presented. */
export type PresentAs =
  /** As a playlist. */
  | 'PLAYLIST'
  /** As a schedule. */
  | 'SCHEDULE'
  /** As a station. */
  | 'STATION';

/** An API client of an integration partner. */
export type PublicApiClient = Node & {
  __typename?: 'PublicAPIClient';
  /** Client id. */
  id: Scalars['ID']['output'];
  /** Client name. */
  name: Scalars['String']['output'];
};

/** Entry points for reading. */
export type Query = {
  __typename?: 'Query';
  /** An account the viewer may access. */
  account?: Maybe<Account>;
  /** An album; to a royalty-free account (the agent's, or a player's zone account) only a royalty-free artist's. */
  album?: Maybe<Album>;
  /** An artist; to a royalty-free account (the agent's, or a player's zone account) only a royalty-free one. */
  artist?: Maybe<Artist>;
  /** All top-level browse categories. */
  browseCategories: Array<BrowseCategory>;
  /** A browse category. */
  browseCategory?: Maybe<BrowseCategory>;
  /** A device the viewer may access. */
  device?: Maybe<Device>;
  /** An editorial page (home, browse, search, artist or track page) laid out for the viewer's context. */
  editorialPage?: Maybe<EditorialPage>;
  /** Feature flags resolved for the viewer and the given context. */
  flags: Flags;
  /** Tracks the AI assistant suggests for a text prompt, for a playlist from a prompt. */
  getTracksFromPrompt: TracksFromPrompt;
  /** The library of an owner (an account): its version, item ids and a paged, searchable item list. */
  library?: Maybe<Library>;
  /** A location the viewer may access. */
  location?: Maybe<Location>;
  /** Who is asking: a signed-in user, a paired device, an API client or a staff remote; null when signed out. */
  me?: Maybe<Viewer>;
  /** A music library by id: an account id, or 'me' for the viewer's current account (a device's zone account). */
  musicLibrary?: Maybe<MusicLibrary>;
  /** Any object by its global id. */
  node?: Maybe<Node>;
  /** Several objects by global id, in the order asked; null where not visible. */
  nodes: Array<Maybe<Node>>;
  /** What is playing in a sound zone now. */
  nowPlaying?: Maybe<NowPlaying>;
  /** An account's holiday and campaign overrides, by start date; those that have ended in every time zone only when asked. */
  playbackOverrides: Array<PlaybackOverride>;
  /** A playlist (collection) from the catalogue or an account's own. */
  playlist?: Maybe<Playlist>;
  /** The cost of this very request, charged against the viewer's rate-limit budget. */
  queryInfo: QueryInfo;
  /** A schedule. */
  schedule?: Maybe<Schedule>;
  /** Search the catalogue; at least one type is required ('A search with no types is an error'). */
  search: SearchConnection;
  /** A sound zone the viewer may access. */
  soundZone?: Maybe<SoundZone>;
  /** The signed-in user's connection to the streaming service, its token refreshed when it had expired; null when they have not connected or the service no longer honours the grant. */
  spotifyConnection?: Maybe<SpotifyConnection>;
  /** A catalogue station. */
  station?: Maybe<CadenceStation>;
  /** A track. */
  track?: Maybe<Track>;
  /** Catalogue tracks whose title contains the text, in title order: the playlist editor's track finder (the full-text search is search). */
  tracksByTitle: Array<Track>;
};


/** Entry points for reading. */
export type QueryAccountArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryAlbumArgs = {
  agent?: InputMaybe<EditorialAgentInput>;
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryArtistArgs = {
  agent?: InputMaybe<EditorialAgentInput>;
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryBrowseCategoriesArgs = {
  agent?: InputMaybe<EditorialAgentInput>;
};


/** Entry points for reading. */
export type QueryBrowseCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryDeviceArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryEditorialPageArgs = {
  input: EditorialPageInput;
};


/** Entry points for reading. */
export type QueryFlagsArgs = {
  context: FlagContextInput;
};


/** Entry points for reading. */
export type QueryGetTracksFromPromptArgs = {
  account?: InputMaybe<Scalars['ID']['input']>;
  market?: InputMaybe<Scalars['String']['input']>;
  prompt: Scalars['String']['input'];
};


/** Entry points for reading. */
export type QueryLibraryArgs = {
  owner: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryLocationArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryMusicLibraryArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Entry points for reading. */
export type QueryNowPlayingArgs = {
  soundZone: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryPlaybackOverridesArgs = {
  account: Scalars['ID']['input'];
  includeEnded?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading. */
export type QueryPlaylistArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryScheduleArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  market?: InputMaybe<Scalars['String']['input']>;
  query: Scalars['String']['input'];
  types: Array<SearchType>;
};


/** Entry points for reading. */
export type QuerySoundZoneArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryStationArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryTrackArgs = {
  id: Scalars['ID']['input'];
};


/** Entry points for reading. */
export type QueryTracksByTitleArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

/** The cost of the current request. */
export type QueryInfo = {
  __typename?: 'QueryInfo';
  /** Complexity of this request: each field costs 1, a connection's fields are multiplied by its page size. */
  complexity: Scalars['Int']['output'];
  /** Most complexity one request may have. */
  maxComplexity: Scalars['Int']['output'];
  /** Complexity the viewer may still spend in the current window. */
  remaining: Scalars['Int']['output'];
  /** When the viewer's budget is refilled. */
  resetAt: Scalars['DateTime']['output'];
};

/** A radio playlist grown from seeds. */
export type RadioPlaylistComposer = {
  __typename?: 'RadioPlaylistComposer';
  /** The seeds. */
  seeds: Array<RadioPlaylistRef>;
};

/** What a radio playlist or station can be seeded with. */
export type RadioPlaylistRef = Album | Artist | Playlist | Track;

/** A track list generated from tag groups. */
export type RecipeComposer = {
  __typename?: 'RecipeComposer';
  /** Composer id. */
  id: Scalars['ID']['output'];
  /** Tag groups. */
  tagGroups: Array<TagGroup>;
};

/** An onboarding step passed, with what it chose. */
export type RecordOnboardingStepInput = {
  /** Account onboarded. */
  account: Scalars['ID']['input'];
  /** The kind of business (snake_case, 1 to 64 characters); required when completing BUSINESS_DESCRIPTION, not allowed otherwise. */
  businessType?: InputMaybe<Scalars['String']['input']>;
  /** The partner's answer, kept with the step: required when completing PARTNER_BUSINESS_TYPE (reseller, av_integrator, installer, agency, franchise, other) or PARTNER_BUSINESS_SIZE (up_to_10, 11_to_50, 51_to_200, over_200), not allowed otherwise. */
  choice?: InputMaybe<Scalars['String']['input']>;
  /** Whether explicit tracks are filtered out on every zone; required when completing EXPLICIT_SETTING, not allowed otherwise. */
  filterExplicit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Completed or skipped. */
  status: OnboardingStepStatus;
  /** Which step. */
  step: OnboardingStepName;
};

/** The account after the step was recorded. */
export type RecordOnboardingStepPayload = {
  __typename?: 'RecordOnboardingStepPayload';
  /** The account, with its onboarding steps and guide. */
  account: Account;
};

/** A distributor's referral: the code of its link and the accounts that signed up with it. */
export type Referral = {
  __typename?: 'Referral';
  /** The referral code, given once and kept. */
  code: Scalars['String']['output'];
  /** The accounts that signed up with the code. */
  referredAccounts: ReferredAccounts;
  /** The referral landing, {origin}/referral/{code}. */
  url: Scalars['String']['output'];
};

/** The accounts that signed up with a referral code. */
export type ReferredAccounts = {
  __typename?: 'ReferredAccounts';
  /** Number of such accounts. */
  totalCount: Scalars['Int']['output'];
};

/** A refresh token to exchange. */
export type RefreshLoginInput = {
  /** The current refresh token. */
  refreshToken: Scalars['String']['input'];
  /** Ask for a URI-based token as in loginUser. */
  uriBased?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new token pair. */
export type RefreshLoginPayload = {
  __typename?: 'RefreshLoginPayload';
  /** When the new access token expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** New refresh token (the old one is revoked). */
  refreshToken: Scalars['String']['output'];
  /** Identity hash for the support chat. */
  supportChatHash: Scalars['String']['output'];
  /** New access token. */
  token: Scalars['String']['output'];
};

/** Items to remove from a library. */
export type RemoveFromLibraryInput = {
  /** Ids of the items to remove; an empty list does nothing. */
  itemIds: Array<Scalars['ID']['input']>;
};

/** A weekly schedule of playlists for zones. */
export type Schedule = Assignable & Displayable & Node & {
  __typename?: 'Schedule';
  /** The owning account. */
  account?: Maybe<Account>;
  /** Colour (hex) of the schedule in calendars. */
  color?: Maybe<Scalars['String']['output']>;
  /** The zone it belongs to, for zone schedules. */
  composer?: Maybe<ZoneScheduleComposer>;
  /** How it is composed. */
  composerType: ScheduleComposerType;
  /** Who curates it. */
  curator?: Maybe<Curator>;
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** How to show it. */
  display: Display;
  /** Schedule id. */
  id: Scalars['ID']['output'];
  /** It is in the given library. */
  inMusicLibrary: Scalars['Boolean']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Left out of library listings. */
  omitFromLibrary: Scalars['Boolean']['output'];
  /** What the viewer may do with it. */
  permissions: Array<SchedulePermission>;
  /** How to present it. */
  presentAs: PresentAs;
  /** One-line description. */
  shortDescription?: Maybe<Scalars['String']['output']>;
  /** The weekly slots. */
  slots: Array<ScheduleSlot>;
  /** Number of zones playing it. */
  soundZoneCount: Scalars['Int']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A weekly schedule of playlists for zones. */
export type ScheduleInMusicLibraryArgs = {
  library: Scalars['ID']['input'];
};

/** How a schedule is composed. */
export type ScheduleComposerType =
  /** Built by hand. */
  | 'MANUAL'
  /** Belongs to one zone. */
  | 'ZONE';

/** A page of schedules. */
export type ScheduleConnection = {
  __typename?: 'ScheduleConnection';
  /** The schedules. */
  edges: Array<ScheduleEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of schedules in all. */
  total: Scalars['Int']['output'];
};

/** A schedule in a page. */
export type ScheduleEdge = {
  __typename?: 'ScheduleEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The schedule. */
  node: Schedule;
};

/** What a viewer may do with a schedule. */
export type SchedulePermission =
  /** Delete it. */
  | 'DELETE'
  /** Duplicate it. */
  | 'DUPLICATE'
  /** Edit (the owner may always edit). */
  | 'EDIT';

/** A weekly slot of a schedule; the week is anchored to January 2012 and days start at 06:00. */
export type ScheduleSlot = {
  __typename?: 'ScheduleSlot';
  /** Start time of day, HHmmss. */
  dtstart: Scalars['String']['output'];
  /** Length in milliseconds. */
  duration: Scalars['Int']['output'];
  /** Slot id. */
  id: Scalars['ID']['output'];
  /** Playlists the slot plays. */
  playlists: Array<Playlist>;
  /** Recurrence, FREQ=WEEKLY;BYDAY=XX (SU MO TU WE TH FR SA). */
  rrule: Scalars['String']['output'];
};

/** A slot to set on a schedule. */
export type ScheduleSlotInput = {
  /** Start time of day, HHmmss. */
  dtstart: Scalars['String']['input'];
  /** Length in milliseconds (at most one week). */
  duration: Scalars['Int']['input'];
  /** Playlists to play (ids). */
  playlists: Array<Scalars['ID']['input']>;
  /** Recurrence, FREQ=WEEKLY;BYDAY=XX. */
  rrule: Scalars['String']['input'];
};

/** A track played by a schedule slot. */
export type ScheduleSource = {
  __typename?: 'ScheduleSource';
  /** The playlist of the slot. */
  playlist?: Maybe<Playlist>;
  /** The schedule. */
  schedule: Schedule;
  /** Id of the slot. */
  slotId: Scalars['ID']['output'];
};

/** The schedule to watch. */
export type ScheduleUpdateInput = {
  /** Schedule to watch. */
  schedule: Scalars['ID']['input'];
};

/** A schedule changed. */
export type ScheduleUpdatePayload = {
  __typename?: 'ScheduleUpdatePayload';
  /** The schedule as it is now. */
  schedule: Schedule;
};

/** A tier change that takes effect later. */
export type ScheduledTierChange = {
  __typename?: 'ScheduledTierChange';
  /** The day it happens. */
  tierChangeDate: Scalars['Date']['output'];
  /** The tier the account moves to. */
  upcomingTier: Tier;
};

/** A page of search results. */
export type SearchConnection = {
  __typename?: 'SearchConnection';
  /** The results, best first. */
  edges: Array<SearchEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of results in all. */
  total: Scalars['Int']['output'];
};

/** A search result in a page. */
export type SearchEdge = {
  __typename?: 'SearchEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The result. */
  node: SearchResult;
};

/** The search landing page. */
export type SearchPage = EditorialPage & Node & {
  __typename?: 'SearchPage';
  /** Page id. */
  id: Scalars['ID']['output'];
  /** Sections in order. */
  sections: Array<EditorialSection>;
  /** Page title. */
  title: Scalars['String']['output'];
};

/** A search result. */
export type SearchResult = Album | Artist | BrowseCategory | Playlist | Track;

/** Kinds of search result. */
export type SearchType =
  /** Albums. */
  | 'ALBUM'
  /** Artists. */
  | 'ARTIST'
  /** Browse categories. */
  | 'BROWSE_CATEGORY'
  /** Playlists. */
  | 'PLAYLIST'
  /** Tracks. */
  | 'TRACK';

/** Layout density of a section. */
export type SectionDensity =
  /** Small cards, many per row. */
  | 'COMPACT'
  /** Large cards, few per row. */
  | 'LARGE'
  /** Regular cards. */
  | 'REGULAR';

/** A track list grown from seed tracks. */
export type SeedComposer = {
  __typename?: 'SeedComposer';
  /** The seed tracks. */
  seeds: Array<Track>;
};

/** The source for one zone. */
export type SetPlayFromInput = {
  /** Zone. */
  soundZone: Scalars['ID']['input'];
  /** Playlist, schedule or station id. */
  source: Scalars['ID']['input'];
};

/** Result of setting the source. */
export type SetPlayFromPayload = {
  __typename?: 'SetPlayFromPayload';
  /** The zone. */
  soundZone: SoundZone;
};

/** A key-value entry to store on the signed-in user. */
export type SetUserKeyValueInput = {
  /** When it stops applying; null for never. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Key, e.g. user.survey.nps.interaction. */
  key: Scalars['String']['input'];
  /** Value. */
  value: Scalars['String']['input'];
};

/** Result of storing a key-value entry. */
export type SetUserKeyValuePayload = {
  __typename?: 'SetUserKeyValuePayload';
  /** The stored entry. */
  entry: UserKeyValue;
};

/** A zone and its new volume. */
export type SetVolumeInput = {
  /** Zone. */
  soundZone: Scalars['ID']['input'];
  /** New volume, 0 to 16. */
  volume: Scalars['Volume']['input'];
};

/** Result of setting the volume. */
export type SetVolumePayload = {
  __typename?: 'SetVolumePayload';
  /** The zone's playback. */
  playback: Playback;
};

/** The setup guide of an account. */
export type SetupGuide = {
  __typename?: 'SetupGuide';
  /** Number of available tasks not yet completed (the guide badge). */
  remainingTasks: Scalars['Int']['output'];
  /** Every task with its state, in guide order. */
  steps: Array<SetupGuideStep>;
};

/** One task of the setup guide. */
export type SetupGuideStep = {
  __typename?: 'SetupGuideStep';
  /** The task applies to this account and viewer (qr-app-login needs a refresh token). */
  available: Scalars['Boolean']['output'];
  /** The task is done. */
  completed: Scalars['Boolean']['output'];
  /** Which task. */
  name: SetupGuideStepName;
};

/** Setup guide tasks, in order. */
export type SetupGuideStepName =
  /** Add a payment method. */
  | 'ADDED_PAYMENT'
  /** Pair an app as a player. */
  | 'APP_PAIRING'
  /** Describe the business. */
  | 'BUSINESS_DESCRIPTION'
  /** Choose the explicit setting. */
  | 'EXPLICIT_SETTING'
  /** Sign in to the mobile app with a QR code (completed per user). */
  | 'QR_APP_LOGIN'
  /** Set up the first zone. */
  | 'SETUP'
  /** Import playlists from the streaming service. */
  | 'SPOTIFY_IMPORT'
  /** Invite a colleague. */
  | 'USER_INVITE';

/** A track list generated from a flat set of tags. */
export type SimpleRecipeComposer = {
  __typename?: 'SimpleRecipeComposer';
  /** Composer id. */
  id: Scalars['ID']['output'];
  /** Tags. */
  tags: Array<Tag>;
};

/** The zone to skip in. */
export type SkipTrackInput = {
  /** Zone. */
  soundZone: Scalars['ID']['input'];
};

/** Result of skipping. */
export type SkipTrackPayload = {
  __typename?: 'SkipTrackPayload';
  /** The zone's playback. */
  playback: Playback;
};

/** Sort direction. */
export type SortOrder =
  /** Smallest first. */
  | 'ASC'
  /** Largest first. */
  | 'DESC';

/** One playback area of a location, run by one paired player. */
export type SoundZone = Node & {
  __typename?: 'SoundZone';
  /** The account it belongs to. */
  account: Account;
  /** Tracks blocked from playing in this zone. */
  blockedTracks: BlockedTrackConnection;
  /** When the zone was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The paired player; null when unpaired. */
  device?: Maybe<Device>;
  /** Platform of the paired player; null when unpaired. */
  devicePlatform?: Maybe<DevicePlatform>;
  /** Device errors reported for the zone. */
  errors: SoundZoneErrorConnection;
  /** Sound zone id. */
  id: Scalars['ID']['output'];
  /** A player is paired to the zone. */
  isPaired: Scalars['Boolean']['output'];
  /** The location it belongs to. */
  location: Location;
  /** Name of the zone (at most 50 characters). */
  name: Scalars['String']['output'];
  /** What plays now; null when nothing does. */
  nowPlaying?: Maybe<NowPlaying>;
  /** What the viewer may do with this zone. */
  permissions: Array<SoundZonePermission>;
  /** The source assigned to the zone; null when none. */
  playFrom?: Maybe<Assignable>;
  /** Playback state seen from the control side. */
  playback: Playback;
  /** Tracks played, newest first (by startedAt). */
  playbackHistory: PlaybackHistoryConnection;
  /** Code a remote control (web remote) enters to control this zone. */
  remoteCode?: Maybe<Scalars['String']['output']>;
  /** Zone settings; null for speaker-system zones, which do not support settings. */
  settings?: Maybe<SoundZoneSettings>;
  /** Status of the zone: its state, the main status message and any status codes. */
  status: SoundZoneStatus;
  /** The zone's streaming subscription. */
  subscription: SoundZoneSubscription;
};


/** One playback area of a location, run by one paired player. */
export type SoundZoneBlockedTracksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** One playback area of a location, run by one paired player. */
export type SoundZoneErrorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<SoundZoneErrorState>;
};


/** One playback area of a location, run by one paired player. */
export type SoundZonePlaybackHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['Date']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What to assign to which zones. */
export type SoundZoneAssignSourceInput = {
  /** Switch now instead of after the current track. */
  immediate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Zones to assign to. */
  soundZones: Array<Scalars['ID']['input']>;
  /** Playlist, schedule or station id. */
  source: Scalars['ID']['input'];
  /** Start at this track index of the source. */
  sourceTrackIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Start with this track (tier-3; the essential tier gets the insufficient-tier answer). */
  track?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of assigning. */
export type SoundZoneAssignSourcePayload = {
  __typename?: 'SoundZoneAssignSourcePayload';
  /** Ids of the zones assigned. */
  soundZones: Array<Scalars['ID']['output']>;
};

/** The zone whose queue to clear. */
export type SoundZoneClearQueuedTracksInput = {
  /** Zone. */
  soundZone: Scalars['ID']['input'];
};

/** Result of clearing the queue. */
export type SoundZoneClearQueuedTracksPayload = {
  __typename?: 'SoundZoneClearQueuedTracksPayload';
  /** The zone's playback. */
  playback: Playback;
};

/** A page of zones. */
export type SoundZoneConnection = {
  __typename?: 'SoundZoneConnection';
  /** The zones. */
  edges: Array<SoundZoneEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of matching zones per state. */
  stateTotals: Array<SoundZoneStateTotal>;
  /** Number of zones matching the filters. */
  total: Scalars['Int']['output'];
};

/** A new zone. */
export type SoundZoneCreateInput = {
  /** Location to create it in. */
  location: Scalars['ID']['input'];
  /** Name. */
  name: Scalars['String']['input'];
};

/** Result of creating a zone. */
export type SoundZoneCreatePayload = {
  __typename?: 'SoundZoneCreatePayload';
  /** The new zone. */
  soundZone: SoundZone;
};

/** A zone was created. */
export type SoundZoneCreated = {
  __typename?: 'SoundZoneCreated';
  /** The zone. */
  soundZone: SoundZone;
};

/** The zone to delete. */
export type SoundZoneDeleteInput = {
  /** Zone id. */
  soundZone: Scalars['ID']['input'];
};

/** Result of deleting a zone. */
export type SoundZoneDeletePayload = {
  __typename?: 'SoundZoneDeletePayload';
  /** Id of the deleted zone. */
  deletedSoundZoneId: Scalars['ID']['output'];
};

/** A zone was deleted. */
export type SoundZoneDeleted = {
  __typename?: 'SoundZoneDeleted';
  /** Its id. */
  soundZoneId: Scalars['ID']['output'];
};

/** A zone in a page. */
export type SoundZoneEdge = {
  __typename?: 'SoundZoneEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The zone. */
  node: SoundZone;
};

/** An error a zone's player reported. */
export type SoundZoneError = {
  __typename?: 'SoundZoneError';
  /** What went wrong. */
  cause: SoundZoneErrorCause;
  /** When it was reported. */
  createdAt: Scalars['DateTime']['output'];
  /** Error id. */
  id: Scalars['ID']['output'];
  /** The error has been resolved. */
  resolved: Scalars['Boolean']['output'];
};

/** Causes of zone errors. */
export type SoundZoneErrorCause =
  /** The player's audio output failed. */
  | 'DEVICE_ERROR_AUDIO_OUTPUT'
  /** The player's disk is full. */
  | 'DEVICE_ERROR_DISK_FULL'
  /** The player could not reach the service. */
  | 'DEVICE_ERROR_OFFLINE'
  /** The player could not play a track ('Could not play song'); resolved when it plays one again. */
  | 'DEVICE_ERROR_PLAYBACK'
  /** The player's version will soon be unsupported (shows 'soonUnsupported' with an update action). */
  | 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION'
  /** A cause this version of the API does not name (a newer player's): the error stands, its cause unknown. */
  | 'DEVICE_ERROR_UNKNOWN'
  /** The player's version is no longer supported. */
  | 'DEVICE_ERROR_UNSUPPORTED_VERSION';

/** A page of zone errors. */
export type SoundZoneErrorConnection = {
  __typename?: 'SoundZoneErrorConnection';
  /** The errors. */
  edges: Array<SoundZoneErrorEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of errors in all. */
  total: Scalars['Int']['output'];
};

/** A zone error in a page. */
export type SoundZoneErrorEdge = {
  __typename?: 'SoundZoneErrorEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The error. */
  node: SoundZoneError;
};

/** Which zone errors to list. */
export type SoundZoneErrorState =
  /** Every error. */
  | 'all'
  /** Errors that were resolved. */
  | 'resolved'
  /** Open errors. */
  | 'unresolved';

/** The parent to watch. */
export type SoundZoneEventForParentInput = {
  /** Account or location to watch. */
  parent: Scalars['ID']['input'];
};

/** A zone or location was created or deleted under the parent. */
export type SoundZoneEventForParentPayload = {
  __typename?: 'SoundZoneEventForParentPayload';
  /** The event. */
  event: SoundZoneParentEvent;
};

/** Filter of an account's zones; set exactly one field. */
export type SoundZoneFilter = {
  /** By location. */
  location?: InputMaybe<IdFilter>;
  /** Zones in locations of this country or state code. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Zones whose name or location name contains this text (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** By overall state. */
  state?: InputMaybe<SoundZoneStateFilter>;
  /** By status code. */
  statusCode?: InputMaybe<SoundZoneStatusCodeFilter>;
  /** By subscription state. */
  subscription?: InputMaybe<SoundZoneSubscriptionStateFilter>;
};

/** The zone to pair. */
export type SoundZoneInitiatePairingInput = {
  /** Zone to pair. */
  soundZone: Scalars['ID']['input'];
};

/** A pairing code for a zone. */
export type SoundZoneInitiatePairingPayload = {
  __typename?: 'SoundZoneInitiatePairingPayload';
  /** When the code stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** Code the player enters (6 digits). */
  pairingCode: Scalars['String']['output'];
  /** The zone. */
  soundZone: SoundZone;
};

/** Sort of an account's zones. */
export type SoundZoneOrder = {
  /** Field to sort by. */
  field: SoundZoneOrderField;
  /** Direction. */
  order?: InputMaybe<SortOrder>;
};

/** Fields zones sort by. */
export type SoundZoneOrderField =
  /** Creation time. */
  | 'CREATED_AT'
  /** Location name. */
  | 'LOCATION_NAME'
  /** Zone name. */
  | 'NAME';

/** Events under a parent. */
export type SoundZoneParentEvent = LocationCreated | LocationDeleted | SoundZoneCreated | SoundZoneDeleted;

/** What a viewer may do with a sound zone. */
export type SoundZonePermission =
  /** Block and unblock tracks. */
  | 'BLOCK_TRACKS'
  /** Delete the zone. */
  | 'DELETE'
  /** Pair a player. */
  | 'PAIR'
  /** Control playback (play, pause, skip, volume, assign, queue). */
  | 'PLAYBACK_WRITE'
  /** Rename the zone and change its settings. */
  | 'SETTINGS_WRITE'
  /** See the zone's streaming subscription detail. */
  | 'SUBSCRIPTION_READ'
  /** Subscription actions, the zone subscription pages and player actions ('soundZone.activation.noPermission' without it). */
  | 'SUBSCRIPTION_WRITE'
  /** Unpair the player. */
  | 'UNPAIR';

/** Tracks to queue in a zone. */
export type SoundZoneQueueTracksInput = {
  /** Clear the queue first. */
  clearQueuedTracks?: InputMaybe<Scalars['Boolean']['input']>;
  /** Play the first now. */
  immediate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Zone. */
  soundZone: Scalars['ID']['input'];
  /** Tracks to queue, in order. */
  tracks: Array<Scalars['ID']['input']>;
};

/** Result of queueing. */
export type SoundZoneQueueTracksPayload = {
  __typename?: 'SoundZoneQueueTracksPayload';
  /** The zone's playback. */
  playback: Playback;
};

/** A zone and its new play order. */
export type SoundZoneSetPlaybackOrderInput = {
  /** New order (one of the playback's availablePlayOrders). */
  playOrder: PlayOrder;
  /** Zone. */
  soundZone: Scalars['ID']['input'];
};

/** Result of setting the order. */
export type SoundZoneSetPlaybackOrderPayload = {
  __typename?: 'SoundZoneSetPlaybackOrderPayload';
  /** The zone's playback. */
  playback: Playback;
};

/** Settings of a zone's player. */
export type SoundZoneSettings = {
  __typename?: 'SoundZoneSettings';
  /** Streaming bitrate. */
  bitrate: Bitrate;
  /** Crossfade between tracks. */
  crossfade: Scalars['Boolean']['output'];
  /** Crossfade length in seconds, 0 to 10. */
  crossfadeLength: Scalars['Int']['output'];
  /** Volume at start-up, 0 to 16. */
  defaultVolume: Scalars['Volume']['output'];
  /** The player can be found by nearby apps. */
  discoverable: Scalars['Boolean']['output'];
  /** Most disk the player's cache may use, in MB. */
  diskcacheMaxMb: Scalars['Int']['output'];
  /** Download limits by time of day. */
  downloadLimitation: DownloadLimitation;
  /** Play in mono. */
  mono: Scalars['Boolean']['output'];
  /** Keep playing from the cache when offline. */
  offline: Scalars['Boolean']['output'];
  /** Staff may control the zone from the app. */
  staffControl: Scalars['Boolean']['output'];
  /** Equal-loudness volume. */
  volumeEq: Scalars['Boolean']['output'];
};

/** Settings to set on zones. */
export type SoundZoneSettingsInput = {
  /** Streaming bitrate. */
  bitrate?: InputMaybe<Bitrate>;
  /** Crossfade between tracks. */
  crossfade?: InputMaybe<Scalars['Boolean']['input']>;
  /** Crossfade length in seconds. */
  crossfadeLength?: InputMaybe<Scalars['Int']['input']>;
  /** Volume at start-up. */
  defaultVolume?: InputMaybe<Scalars['Volume']['input']>;
  /** Can be found by nearby apps. */
  discoverable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cache size in MB. */
  diskcacheMaxMb?: InputMaybe<Scalars['Int']['input']>;
  /** Download limits. */
  downloadLimitation?: InputMaybe<DownloadLimitationInput>;
  /** Play in mono. */
  mono?: InputMaybe<Scalars['Boolean']['input']>;
  /** Keep playing from the cache when offline. */
  offline?: InputMaybe<Scalars['Boolean']['input']>;
  /** Staff may control from the app. */
  staffControl?: InputMaybe<Scalars['Boolean']['input']>;
  /** Equal-loudness volume. */
  volumeEq?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Overall state of a zone. */
export type SoundZoneState =
  /** Something is wrong (offline player, unresolved error). */
  | 'ERROR'
  /** Set up but missing something (subscription, player). */
  | 'INCOMPLETE'
  /** Never set up. */
  | 'NOT_SETUP'
  /** Playing as it should. */
  | 'OK';

/** Match a zone state. */
export type SoundZoneStateFilter = {
  /** Equal to. */
  eq: SoundZoneState;
};

/** How many zones have one state. */
export type SoundZoneStateTotal = {
  __typename?: 'SoundZoneStateTotal';
  /** The state. */
  state: SoundZoneState;
  /** How many. */
  total: Scalars['Int']['output'];
};

/** Status of a sound zone. */
export type SoundZoneStatus = {
  __typename?: 'SoundZoneStatus';
  /** Most important status code, if any. */
  code?: Maybe<SoundZoneStatusCode>;
  /** Every status code that applies. */
  codes: Array<SoundZoneStatusCode>;
  /** Main status message. */
  message: SoundZoneStatusMessage;
  /** Overall state. */
  state: SoundZoneState;
};

/** Status codes listed for zones (filterable in the zone list). */
export type SoundZoneStatusCode =
  /** The player runs a version that will soon stop being supported. */
  | 'PLAYER_DEPRECATED'
  /** The player is offline. */
  | 'PLAYER_DISCONNECTED'
  /** The player's volume is zero or muted. */
  | 'PLAYER_MUTED';

/** Match a status code. */
export type SoundZoneStatusCodeFilter = {
  /** Equal to. */
  eq: SoundZoneStatusCode;
};

/** Main status message of a zone. */
export type SoundZoneStatusMessage =
  /** All is well. */
  | 'ALL_OK'
  /** The zone has not been set up. */
  | 'NOT_SETUP'
  /** The player is offline. */
  | 'PLAYER_DISCONNECTED'
  /** The zone's subscription has expired. */
  | 'SUBSCRIPTION_EXPIRED';

/** The streaming subscription of a zone. */
export type SoundZoneSubscription = {
  __typename?: 'SoundZoneSubscription';
  /** Paid until; null when never paid. */
  activeUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The zone may still play in a grace period after activeUntil. */
  gracePeriod: Scalars['Boolean']['output'];
  /** Music may play now (active, or cancelled but paid until a future day, or in grace). */
  isActive: Scalars['Boolean']['output'];
  /** When a paused subscription resumes; null when not paused. */
  reactivateAt?: Maybe<Scalars['DateTime']['output']>;
  /** State of the subscription. */
  state: SoundZoneSubscriptionState;
};

/** States of a zone's subscription; the offered action follows: INACTIVE activate; CANCELLED, EXPIRED, PAUSED resubscribe; ACTIVE unsubscribe. */
export type SoundZoneSubscriptionState =
  /** Paid and recurring. */
  | 'ACTIVE'
  /** Cancelled; plays until activeUntil. */
  | 'CANCELLED'
  /** Ended. */
  | 'EXPIRED'
  /** Never activated. */
  | 'INACTIVE'
  /** Paused until reactivateAt. */
  | 'PAUSED';

/** Match a subscription state. */
export type SoundZoneSubscriptionStateFilter = {
  /** Equal to. */
  eq: SoundZoneSubscriptionState;
};

/** The zone whose device to unpair. */
export type SoundZoneUnpairInput = {
  /** Zone to unpair. */
  soundZone: Scalars['ID']['input'];
};

/** Result of unpairing. */
export type SoundZoneUnpairPayload = {
  __typename?: 'SoundZoneUnpairPayload';
  /** The zone, now without device. */
  soundZone: SoundZone;
};

/** A new name for a zone. */
export type SoundZoneUpdateInput = {
  /** New name. */
  name: Scalars['String']['input'];
  /** Zone id. */
  soundZone: Scalars['ID']['input'];
};

/** Result of renaming a zone. */
export type SoundZoneUpdatePayload = {
  __typename?: 'SoundZoneUpdatePayload';
  /** The zone. */
  soundZone: SoundZone;
};

/** Settings to set on several zones. */
export type SoundZoneUpdateSettingsInput = {
  /** Settings to set; fields left out keep their value. */
  settings: SoundZoneSettingsInput;
  /** Zones to change. */
  soundZones: Array<Scalars['ID']['input']>;
};

/** Result of changing settings. */
export type SoundZoneUpdateSettingsPayload = {
  __typename?: 'SoundZoneUpdateSettingsPayload';
  /** The zones. */
  soundZones: Array<SoundZone>;
};

/** The zone to watch. */
export type SoundZoneUpdateSubscriptionInput = {
  /** Zone to watch. */
  soundZone: Scalars['ID']['input'];
};

/** A zone changed. */
export type SoundZoneUpdateSubscriptionPayload = {
  __typename?: 'SoundZoneUpdateSubscriptionPayload';
  /** The zone as it is now. */
  soundZone: SoundZone;
};

/** A splice of a manual playlist: append with start -1 and length 0; remove one track with start = index, length 1 and no trackIds. */
export type SpliceManualPlaylistInput = {
  /** Playlist id ('Playlist does not exist' when unknown). */
  id: Scalars['ID']['input'];
  /** How many tracks to remove at start (1 with empty trackIds removes one track). */
  length: Scalars['Int']['input'];
  /** Snapshot the change was made against; a different current snapshot fails with 'Playlist snapshot mismatch between dispatch and cache'. */
  snapshot?: InputMaybe<Scalars['String']['input']>;
  /** Index to splice at; -1 appends. */
  start: Scalars['Int']['input'];
  /** Tracks to insert at start. */
  trackIds: Array<Scalars['ID']['input']>;
};

/** A track list synced from a streaming-service playlist. */
export type SpotifyComposer = {
  __typename?: 'SpotifyComposer';
  /** Id of the streaming-service connection. */
  id: Scalars['ID']['output'];
  /** URI of the synced playlist. */
  spotifyPlaylistUri: Scalars['String']['output'];
};

/** A connection to the streaming service. */
export type SpotifyConnection = {
  __typename?: 'SpotifyConnection';
  /** Access token for the streaming service's Web API. */
  accessToken: Scalars['String']['output'];
  /** Seconds the access token is valid (treated as expired 1 minute early). */
  expiresIn: Scalars['Int']['output'];
  /** Connection id (kept by clients as connectionId). */
  id: Scalars['ID']['output'];
  /** Granted scopes, space separated. */
  scope: Scalars['String']['output'];
  /** Token type, e.g. Bearer. */
  tokenType: Scalars['String']['output'];
};

/** How an imported streaming-service playlist follows its source. */
export type SpotifyImportMode =
  /** Copied once: composed by ExternalSpotifyComposer. */
  | 'COPY'
  /** Synced: composed by SpotifyComposer with the connection. */
  | 'SYNC';

/** A staff member remote-controlling zones for support. */
export type StaffRemote = Node & {
  __typename?: 'StaffRemote';
  /** Staff session id. */
  id: Scalars['ID']['output'];
  /** Staff member's name. */
  name: Scalars['String']['output'];
};

/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** An account changed. */
  accountUpdate: AccountUpdatePayload;
  /** A device changed. */
  deviceUpdate: DeviceUpdatePayload;
  /** An owner's library changed: a new version. */
  libraryUpdate: LibraryUpdatePayload;
  /** A location changed. */
  locationUpdate: LocationUpdateSubscriptionPayload;
  /** A music library's item ids changed. */
  musicLibraryUpdate: MusicLibraryUpdatePayload;
  /** A zone started a new track. */
  nowPlayingUpdate: NowPlayingUpdatePayload;
  /** An account's overrides changed: one was created, updated or deleted. */
  playbackOverrideUpdate: PlaybackOverrideUpdatePayload;
  /** A zone's playback changed (state, volume, play order, progress, queue). */
  playbackUpdate: PlaybackUpdatePayload;
  /** A playlist changed (a new snapshot, name, presets). */
  playlistUpdate: PlaylistUpdatePayload;
  /** A schedule changed. */
  scheduleUpdate: ScheduleUpdatePayload;
  /** A zone or location was created or deleted under a parent (account or location). */
  soundZoneEventForParent: SoundZoneEventForParentPayload;
  /** A sound zone changed (name, status, subscription, pairing, settings...). */
  soundZoneUpdate: SoundZoneUpdateSubscriptionPayload;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionAccountUpdateArgs = {
  input: AccountUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionDeviceUpdateArgs = {
  input: DeviceUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionLibraryUpdateArgs = {
  input: LibraryUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionLocationUpdateArgs = {
  input: LocationUpdateSubscriptionInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionMusicLibraryUpdateArgs = {
  input: MusicLibraryUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionNowPlayingUpdateArgs = {
  input: NowPlayingUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionPlaybackOverrideUpdateArgs = {
  input: PlaybackOverrideUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionPlaybackUpdateArgs = {
  input: PlaybackUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionPlaylistUpdateArgs = {
  input: PlaylistUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionScheduleUpdateArgs = {
  input: ScheduleUpdateInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionSoundZoneEventForParentArgs = {
  input: SoundZoneEventForParentInput;
};


/**
 * Live updates over graphql-ws at `/lucy/control/ws` (connection parameter `Authorization: Bearer {token}`).
 * Each subscription takes `input` naming what to watch and sees only what the viewer may see.
 * Close codes: 4400 bad request, 4401 unauthorized, 4406 unsupported subprotocol, 4429 too many requests,
 * 4499 terminated (clients do not retry these); 4408 'Request Timeout' when a ping goes unanswered;
 * 4205 'Client Restart' when the client restarts the connection on login or logout.
 */
export type SubscriptionSoundZoneUpdateArgs = {
  input: SoundZoneUpdateSubscriptionInput;
};

/** A music tag (genre, mood, era...). */
export type Tag = {
  __typename?: 'Tag';
  /** Slug, e.g. upbeat. */
  slug: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** A group of tags of a recipe. */
export type TagGroup = {
  __typename?: 'TagGroup';
  /** Icon name. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Group id. */
  id: Scalars['ID']['output'];
  /** Tags of the group. */
  tags: Array<Tag>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** Playback tiers (tier-1 plays music; tier 2 may clear the queue; tier-3 is unlimited). */
export type Tier =
  /** Tier 1. */
  | 'TIER_1'
  /** Tier 2. */
  | 'TIER_2'
  /** Tier 3. */
  | 'TIER_3';

/** A piece of music. */
export type Track = Displayable & Node & {
  __typename?: 'Track';
  /** Album. */
  album?: Maybe<Album>;
  /** Artists. */
  artists: Array<Artist>;
  /** Markets the track may play in. */
  availableMarkets: Array<Scalars['String']['output']>;
  /** Disc number on the album. */
  discNumber: Scalars['Int']['output'];
  /** How to show it. */
  display: Display;
  /** Length in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** Contains explicit lyrics. */
  explicit: Scalars['Boolean']['output'];
  /** Track id. */
  id: Scalars['ID']['output'];
  /** Playable in the market. */
  isAvailable: Scalars['Boolean']['output'];
  /** URL of a 30 s preview; null when there is none. */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Track number on the disc. */
  trackNumber: Scalars['Int']['output'];
};


/** A piece of music. */
export type TrackIsAvailableArgs = {
  market: Scalars['String']['input'];
};

/** A page of tracks. */
export type TrackConnection = {
  __typename?: 'TrackConnection';
  /** The tracks. */
  edges: Array<TrackEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of tracks in all. */
  total: Scalars['Int']['output'];
};

/** A track in a page. */
export type TrackEdge = {
  __typename?: 'TrackEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The track. */
  node: Track;
};

/** A track's page. */
export type TrackPage = EditorialPage & Node & {
  __typename?: 'TrackPage';
  /** Page id. */
  id: Scalars['ID']['output'];
  /** Sections in order. */
  sections: Array<EditorialSection>;
  /** Page title. */
  title: Scalars['String']['output'];
  /** The track. */
  track: Track;
};

/** Counts and durations of a playlist's tracks in a market. */
export type TrackStatistics = {
  __typename?: 'TrackStatistics';
  /** Number of explicit tracks. */
  explicit: Scalars['Int']['output'];
  /** Number of playable tracks. */
  playable: Scalars['Int']['output'];
  /** Length of the playable tracks in milliseconds. */
  playableDuration: Scalars['Int']['output'];
  /** Number of tracks. */
  total: Scalars['Int']['output'];
  /** Total length in milliseconds. */
  totalDuration: Scalars['Int']['output'];
};

/** Tracks the assistant chose for a prompt. */
export type TracksFromPrompt = {
  __typename?: 'TracksFromPrompt';
  /** Suggested description. */
  description: Scalars['String']['output'];
  /** Suggested playlist name. */
  title: Scalars['String']['output'];
  /** The tracks, in suggested order. */
  tracks: Array<Track>;
};

/** A block to lift. */
export type UnblockTrackInput = {
  /** Where the block applies. */
  parent: Scalars['ID']['input'];
  /** The track. */
  track: Scalars['ID']['input'];
};

/** Result of lifting a block. */
export type UnblockTrackPayload = {
  __typename?: 'UnblockTrackPayload';
  /** Id of the lifted block. */
  blockedTrackId: Scalars['ID']['output'];
};

/** Changes to a manual playlist. */
export type UpdateManualPlaylistInput = {
  /** New description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Playlist id. */
  id: Scalars['ID']['input'];
  /** New name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New presets. */
  presets?: InputMaybe<PlaylistPresetsInput>;
};

/** An override's new fields, all replaced. */
export type UpdatePlaybackOverrideInput = {
  /** Last local date it applies on (inclusive, at most 366 days after startDate). */
  endDate: Scalars['Date']['input'];
  /** Override to change. */
  id: Scalars['ID']['input'];
  /** Name ('Cannot be empty'). */
  name: Scalars['String']['input'];
  /** Playlist, station or schedule id the account may play. */
  source: Scalars['ID']['input'];
  /** First local date it applies on. */
  startDate: Scalars['Date']['input'];
  /** Which zones. */
  target: PlaybackOverrideTargetInput;
};

/** The changed override. */
export type UpdatePlaybackOverridePayload = {
  __typename?: 'UpdatePlaybackOverridePayload';
  /** The override. */
  playbackOverride: PlaybackOverride;
};

/** Changes to a schedule. */
export type UpdateScheduleInput = {
  /** New colour (hex). */
  color?: InputMaybe<Scalars['String']['input']>;
  /** New description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Schedule id. */
  schedule: Scalars['ID']['input'];
  /** New slots, replacing all. */
  slots?: InputMaybe<Array<ScheduleSlotInput>>;
};

/** Result of updating a schedule. */
export type UpdateSchedulePayload = {
  __typename?: 'UpdateSchedulePayload';
  /** The schedule. */
  schedule: Schedule;
};

/** Changes to a copied streaming-service playlist. */
export type UpdateSpotifyPlaylistInput = {
  /** New description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Playlist id. */
  id: Scalars['ID']['input'];
  /** New name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New presets. */
  presets?: InputMaybe<PlaylistPresetsInput>;
};

/** Changes to a synced streaming-service playlist. */
export type UpdateSpotifySyncedPlaylistInput = {
  /** Playlist id. */
  id: Scalars['ID']['input'];
  /** New presets. */
  presets: PlaylistPresetsInput;
};

/** A person who signs in. */
export type User = Node & {
  __typename?: 'User';
  /** Accounts the user is a member of. */
  accounts: UserAccountConnection;
  /** When the user was created. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address, also the sign-in name. */
  email: Scalars['String']['output'];
  /** The e-mail address has been verified. */
  emailVerified: Scalars['Boolean']['output'];
  /** User id (the JWT `sub`). */
  id: Scalars['ID']['output'];
  /** Key-value entries stored on the user, optionally only keys starting with a prefix. */
  keyValues: Array<UserKeyValue>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** First day of the week in calendars: 0 Sunday, 1 Monday (default). */
  startOfWeek: Scalars['Int']['output'];
  /** Identity hash for the support chat. */
  supportChatHash: Scalars['String']['output'];
  /** Preferred colour mode of the app. */
  userColorModeSetting: ColorMode;
};


/** A person who signs in. */
export type UserAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A person who signs in. */
export type UserKeyValuesArgs = {
  prefix?: InputMaybe<Scalars['String']['input']>;
};

/** A page of a user's accounts. */
export type UserAccountConnection = {
  __typename?: 'UserAccountConnection';
  /** The accounts. */
  edges: Array<UserAccountEdge>;
  /** Position of this page. */
  pageInfo: PageInfo;
  /** Number of accounts in all. */
  total: Scalars['Int']['output'];
};

/** One of a user's accounts. */
export type UserAccountEdge = {
  __typename?: 'UserAccountEdge';
  /** Cursor of this edge. */
  cursor: Scalars['String']['output'];
  /** The account. */
  node: Account;
};

/** A key-value entry stored on a user. */
export type UserKeyValue = {
  __typename?: 'UserKeyValue';
  /** When the entry stops applying; null for never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Key, e.g. user.survey.nps.interaction. */
  key: Scalars['String']['output'];
  /** Value as a string. */
  value: Scalars['String']['output'];
};

/** Who a token belongs to. A paired-device token is a Device, not a signed-in user. */
export type Viewer = Device | PublicApiClient | StaffRemote | User;

/** Result of writing feedback. */
export type WriteFeedbackPayload = {
  __typename?: 'WriteFeedbackPayload';
  /** The entry id. */
  feedbackId: Scalars['ID']['output'];
};

/** The zone a zone schedule belongs to. */
export type ZoneScheduleComposer = {
  __typename?: 'ZoneScheduleComposer';
  /** Composer id (the zone id). */
  id: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Composer:
    | ( Omit<ArtistComposer, 'artist'> & { artist: _RefType['Artist'] } )
    | ( CuratorComposer )
    | ( ExternalSpotifyComposer )
    | ( Manual )
    | ( Omit<RadioPlaylistComposer, 'seeds'> & { seeds: Array<_RefType['RadioPlaylistRef']> } )
    | ( RecipeComposer )
    | ( Omit<SeedComposer, 'seeds'> & { seeds: Array<_RefType['Track']> } )
    | ( SimpleRecipeComposer )
    | ( SpotifyComposer )
  ;
  InvitedBy:
    | ( PublicApiClient )
    | ( UserRow )
  ;
  LibraryItemNode:
    | ( PlaylistRow )
    | ( ScheduleRow )
  ;
  PaymentMethod:
    | ( ApplePayPaymentMethod )
    | ( CreditCardPaymentMethod )
    | ( Omit<DistributorPaymentMethod, 'distributor'> & { distributor: _RefType['Distributor'] } )
    | ( GooglePayPaymentMethod )
    | ( InvoicePaymentMethod )
    | ( PayPalPaymentMethod )
  ;
  PlayableSource:
    | ( ManuallyQueued )
    | ( PlaylistRow )
    | ( Omit<ScheduleSource, 'playlist' | 'schedule'> & { playlist?: Maybe<_RefType['Playlist']>, schedule: _RefType['Schedule'] } )
  ;
  RadioPlaylistRef:
    | ( AlbumRow )
    | ( ArtistRow )
    | ( PlaylistRow )
    | ( TrackRow )
  ;
  SearchResult:
    | ( AlbumRow )
    | ( ArtistRow )
    | ( BrowseCategoryRow )
    | ( PlaylistRow )
    | ( TrackRow )
  ;
  SoundZoneParentEvent:
    | ( Omit<LocationCreated, 'location'> & { location: _RefType['Location'] } )
    | ( LocationDeleted )
    | ( Omit<SoundZoneCreated, 'soundZone'> & { soundZone: _RefType['SoundZone'] } )
    | ( SoundZoneDeleted )
  ;
  Viewer:
    | ( DeviceRow )
    | ( PublicApiClient )
    | ( StaffRemote )
    | ( UserRow )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Assignable:
    | ( StationView )
    | ( PlaylistRow )
    | ( ScheduleRow )
  ;
  Displayable:
    | ( AlbumRow )
    | ( ArtistRow )
    | ( BrowseCategoryRow )
    | ( StationView )
    | ( Omit<EditorialCard, 'target'> & { target?: Maybe<_RefType['Displayable']> } )
    | ( EditorialLink )
    | ( PlaylistRow )
    | ( ScheduleRow )
    | ( TrackRow )
  ;
  EditorialPage:
    | ( Omit<ArtistPage, 'artist' | 'sections'> & { artist: _RefType['Artist'], sections: Array<_RefType['EditorialSection']> } )
    | ( Omit<BrowsePage, 'browseCategory' | 'sections'> & { browseCategory: _RefType['BrowseCategory'], sections: Array<_RefType['EditorialSection']> } )
    | ( Omit<HomePage, 'sections'> & { sections: Array<_RefType['EditorialSection']> } )
    | ( Omit<SearchPage, 'sections'> & { sections: Array<_RefType['EditorialSection']> } )
    | ( Omit<TrackPage, 'sections' | 'track'> & { sections: Array<_RefType['EditorialSection']>, track: _RefType['Track'] } )
  ;
  Node:
    | ( AccountRow )
    | ( AlbumRow )
    | ( ArtistRow )
    | ( Omit<ArtistPage, 'artist' | 'sections'> & { artist: _RefType['Artist'], sections: Array<_RefType['EditorialSection']> } )
    | ( BrowseCategoryRow )
    | ( Omit<BrowsePage, 'browseCategory' | 'sections'> & { browseCategory: _RefType['BrowseCategory'], sections: Array<_RefType['EditorialSection']> } )
    | ( StationView )
    | ( Curator )
    | ( DeviceRow )
    | ( Omit<EditorialCard, 'target'> & { target?: Maybe<_RefType['Displayable']> } )
    | ( EditorialLink )
    | ( Omit<HomePage, 'sections'> & { sections: Array<_RefType['EditorialSection']> } )
    | ( LocationRow )
    | ( OverrideRow )
    | ( PlaylistRow )
    | ( PublicApiClient )
    | ( ScheduleRow )
    | ( Omit<SearchPage, 'sections'> & { sections: Array<_RefType['EditorialSection']> } )
    | ( SoundZoneRow )
    | ( StaffRemote )
    | ( TrackRow )
    | ( Omit<TrackPage, 'sections' | 'track'> & { sections: Array<_RefType['EditorialSection']>, track: _RefType['Track'] } )
    | ( UserRow )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Access: ResolverTypeWrapper<Omit<Access, 'pendingUsers' | 'users'> & { pendingUsers: ResolversTypes['PendingUserConnection'], users: ResolversTypes['AccountUserConnection'] }>;
  Account: ResolverTypeWrapper<AccountRow>;
  AccountPermission: AccountPermission;
  AccountRoles: ResolverTypeWrapper<AccountRoles>;
  AccountUpdateInput: AccountUpdateInput;
  AccountUpdatePayload: ResolverTypeWrapper<Omit<AccountUpdatePayload, 'account'> & { account: ResolversTypes['Account'] }>;
  AccountUserConnection: ResolverTypeWrapper<Omit<AccountUserConnection, 'edges'> & { edges: Array<ResolversTypes['AccountUserEdge']> }>;
  AccountUserEdge: ResolverTypeWrapper<Omit<AccountUserEdge, 'locations' | 'node'> & { locations: Array<ResolversTypes['Location']>, node: ResolversTypes['User'] }>;
  ActiveOverride: ResolverTypeWrapper<Omit<ActiveOverride, 'override'> & { override: ResolversTypes['PlaybackOverride'] }>;
  AddToLibraryInput: AddToLibraryInput;
  Address: ResolverTypeWrapper<Address>;
  Album: ResolverTypeWrapper<AlbumRow>;
  AlbumConnection: ResolverTypeWrapper<Omit<AlbumConnection, 'edges'> & { edges: Array<ResolversTypes['AlbumEdge']> }>;
  AlbumEdge: ResolverTypeWrapper<Omit<AlbumEdge, 'node'> & { node: ResolversTypes['Album'] }>;
  AlbumType: AlbumType;
  Announcement: ResolverTypeWrapper<Announcement>;
  ApplePayPaymentMethod: ResolverTypeWrapper<ApplePayPaymentMethod>;
  ApplyFlagsInput: ApplyFlagsInput;
  ApplyFlagsPayload: ResolverTypeWrapper<ApplyFlagsPayload>;
  Artist: ResolverTypeWrapper<ArtistRow>;
  ArtistComposer: ResolverTypeWrapper<Omit<ArtistComposer, 'artist'> & { artist: ResolversTypes['Artist'] }>;
  ArtistPage: ResolverTypeWrapper<Omit<ArtistPage, 'artist' | 'sections'> & { artist: ResolversTypes['Artist'], sections: Array<ResolversTypes['EditorialSection']> }>;
  Assignable: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Assignable']>;
  Bitrate: Bitrate;
  BlockReason: BlockReason;
  BlockTrackInput: BlockTrackInput;
  BlockTrackPayload: ResolverTypeWrapper<Omit<BlockTrackPayload, 'blockedTrack'> & { blockedTrack: ResolversTypes['BlockedTrack'] }>;
  BlockedTrack: ResolverTypeWrapper<BlockedTrackRow>;
  BlockedTrackConnection: ResolverTypeWrapper<Omit<BlockedTrackConnection, 'edges'> & { edges: Array<ResolversTypes['BlockedTrackEdge']> }>;
  BlockedTrackEdge: ResolverTypeWrapper<Omit<BlockedTrackEdge, 'node'> & { node: ResolversTypes['BlockedTrack'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrowseCategory: ResolverTypeWrapper<BrowseCategoryRow>;
  BrowseCategoryType: BrowseCategoryType;
  BrowsePage: ResolverTypeWrapper<Omit<BrowsePage, 'browseCategory' | 'sections'> & { browseCategory: ResolversTypes['BrowseCategory'], sections: Array<ResolversTypes['EditorialSection']> }>;
  CadenceStation: ResolverTypeWrapper<StationView>;
  CardType: CardType;
  CheckoutState: CheckoutState;
  Color: ResolverTypeWrapper<Color>;
  ColorMode: ColorMode;
  Colors: ResolverTypeWrapper<Colors>;
  Composer: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Composer']>;
  ComposerType: ComposerType;
  CreateCustomerAccountInput: CreateCustomerAccountInput;
  CreateCustomerAccountPayload: ResolverTypeWrapper<Omit<CreateCustomerAccountPayload, 'account' | 'location'> & { account: ResolversTypes['Account'], location: ResolversTypes['Location'] }>;
  CreateManualPlaylistInput: CreateManualPlaylistInput;
  CreateManualPlaylistPayload: ResolverTypeWrapper<Omit<CreateManualPlaylistPayload, 'playlist'> & { playlist: ResolversTypes['Playlist'] }>;
  CreatePlaybackOverrideInput: CreatePlaybackOverrideInput;
  CreatePlaybackOverridePayload: ResolverTypeWrapper<Omit<CreatePlaybackOverridePayload, 'playbackOverride'> & { playbackOverride: ResolversTypes['PlaybackOverride'] }>;
  CreateScheduleInput: CreateScheduleInput;
  CreateSchedulePayload: ResolverTypeWrapper<Omit<CreateSchedulePayload, 'schedule'> & { schedule: ResolversTypes['Schedule'] }>;
  CreateSpotifyConnectionInput: CreateSpotifyConnectionInput;
  CreateStationInput: CreateStationInput;
  CreateStationPayload: ResolverTypeWrapper<Omit<CreateStationPayload, 'playlist'> & { playlist: ResolversTypes['Playlist'] }>;
  CreditCardPaymentMethod: ResolverTypeWrapper<CreditCardPaymentMethod>;
  Curator: ResolverTypeWrapper<Curator>;
  CuratorComposer: ResolverTypeWrapper<CuratorComposer>;
  CustomerAccountConnection: ResolverTypeWrapper<Omit<CustomerAccountConnection, 'edges'> & { edges: Array<ResolversTypes['CustomerAccountEdge']> }>;
  CustomerAccountEdge: ResolverTypeWrapper<Omit<CustomerAccountEdge, 'node'> & { node: ResolversTypes['Account'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePlaybackOverrideInput: DeletePlaybackOverrideInput;
  DeletePlaybackOverridePayload: ResolverTypeWrapper<DeletePlaybackOverridePayload>;
  Device: ResolverTypeWrapper<DeviceRow>;
  DeviceKind: DeviceKind;
  DevicePairInput: DevicePairInput;
  DevicePairPayload: ResolverTypeWrapper<Omit<DevicePairPayload, 'device' | 'soundZone'> & { device: ResolversTypes['Device'], soundZone: ResolversTypes['SoundZone'] }>;
  DevicePlatform: DevicePlatform;
  DeviceType: DeviceType;
  DeviceUpdateInput: DeviceUpdateInput;
  DeviceUpdatePayload: ResolverTypeWrapper<Omit<DeviceUpdatePayload, 'device'> & { device: ResolversTypes['Device'] }>;
  Display: ResolverTypeWrapper<Display>;
  Displayable: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Displayable']>;
  Distributor: ResolverTypeWrapper<Distributor>;
  DistributorPaymentMethod: ResolverTypeWrapper<Omit<DistributorPaymentMethod, 'distributor'> & { distributor: ResolversTypes['Distributor'] }>;
  DownloadLimitType: DownloadLimitType;
  DownloadLimitation: ResolverTypeWrapper<DownloadLimitation>;
  DownloadLimitationInput: DownloadLimitationInput;
  EditorialAgentInput: EditorialAgentInput;
  EditorialCard: ResolverTypeWrapper<Omit<EditorialCard, 'target'> & { target?: Maybe<ResolversTypes['Displayable']> }>;
  EditorialComponent: EditorialComponent;
  EditorialLink: ResolverTypeWrapper<EditorialLink>;
  EditorialNode: ResolverTypeWrapper<EditorialNode>;
  EditorialPage: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['EditorialPage']>;
  EditorialPageInput: EditorialPageInput;
  EditorialPageKind: EditorialPageKind;
  EditorialSection: ResolverTypeWrapper<Omit<EditorialSection, 'items' | 'tabs'> & { items: Array<ResolversTypes['Displayable']>, tabs: Array<ResolversTypes['EditorialTab']> }>;
  EditorialSectionKind: EditorialSectionKind;
  EditorialTab: ResolverTypeWrapper<Omit<EditorialTab, 'items'> & { items: Array<ResolversTypes['Displayable']> }>;
  ErrorCode: ErrorCode;
  ExternalSpotifyComposer: ResolverTypeWrapper<ExternalSpotifyComposer>;
  FeedbackInput: FeedbackInput;
  Flag: ResolverTypeWrapper<Flag>;
  FlagApplyEvent: FlagApplyEvent;
  FlagContextEntry: FlagContextEntry;
  FlagContextInput: FlagContextInput;
  Flags: ResolverTypeWrapper<Flags>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Genre: ResolverTypeWrapper<Genre>;
  GooglePayPaymentMethod: ResolverTypeWrapper<GooglePayPaymentMethod>;
  HomePage: ResolverTypeWrapper<Omit<HomePage, 'sections'> & { sections: Array<ResolversTypes['EditorialSection']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdFilter: IdFilter;
  Image: ResolverTypeWrapper<Image>;
  ImportError: ResolverTypeWrapper<ImportError>;
  ImportSpotifyPlaylistResult: ResolverTypeWrapper<Omit<ImportSpotifyPlaylistResult, 'playlist'> & { playlist?: Maybe<ResolversTypes['Playlist']> }>;
  ImportSpotifyPlaylistsInput: ImportSpotifyPlaylistsInput;
  ImportSpotifyPlaylistsPayload: ResolverTypeWrapper<Omit<ImportSpotifyPlaylistsPayload, 'results'> & { results: Array<ResolversTypes['ImportSpotifyPlaylistResult']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitedBy: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['InvitedBy']>;
  InvoicePaymentMethod: ResolverTypeWrapper<InvoicePaymentMethod>;
  InvoicePsp: InvoicePsp;
  LegalCertificate: ResolverTypeWrapper<LegalCertificate>;
  Library: ResolverTypeWrapper<LibraryState>;
  LibraryItemConnection: ResolverTypeWrapper<Omit<LibraryItemConnection, 'edges'> & { edges: Array<ResolversTypes['LibraryItemEdge']> }>;
  LibraryItemEdge: ResolverTypeWrapper<Omit<LibraryItemEdge, 'node'> & { node: ResolversTypes['LibraryItemNode'] }>;
  LibraryItemInput: LibraryItemInput;
  LibraryItemKind: LibraryItemKind;
  LibraryItemNode: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LibraryItemNode']>;
  LibraryItemsQuery: LibraryItemsQuery;
  LibrarySort: LibrarySort;
  LibrarySortField: LibrarySortField;
  LibraryUpdateInput: LibraryUpdateInput;
  LibraryUpdatePayload: ResolverTypeWrapper<Omit<LibraryUpdatePayload, 'library'> & { library: ResolversTypes['Library'] }>;
  Location: ResolverTypeWrapper<LocationRow>;
  LocationConnection: ResolverTypeWrapper<Omit<LocationConnection, 'edges'> & { edges: Array<ResolversTypes['LocationEdge']> }>;
  LocationCreateInput: LocationCreateInput;
  LocationCreatePayload: ResolverTypeWrapper<Omit<LocationCreatePayload, 'location' | 'soundZone'> & { location: ResolversTypes['Location'], soundZone: ResolversTypes['SoundZone'] }>;
  LocationCreated: ResolverTypeWrapper<Omit<LocationCreated, 'location'> & { location: ResolversTypes['Location'] }>;
  LocationDeleted: ResolverTypeWrapper<LocationDeleted>;
  LocationEdge: ResolverTypeWrapper<Omit<LocationEdge, 'node'> & { node: ResolversTypes['Location'] }>;
  LocationPermission: LocationPermission;
  LocationUpdateInput: LocationUpdateInput;
  LocationUpdatePayload: ResolverTypeWrapper<Omit<LocationUpdatePayload, 'location'> & { location: ResolversTypes['Location'] }>;
  LocationUpdateSubscriptionInput: LocationUpdateSubscriptionInput;
  LocationUpdateSubscriptionPayload: ResolverTypeWrapper<Omit<LocationUpdateSubscriptionPayload, 'location'> & { location: ResolversTypes['Location'] }>;
  LoginUserInput: LoginUserInput;
  LoginUserPayload: ResolverTypeWrapper<LoginUserPayload>;
  LogoutUserInput: LogoutUserInput;
  LogoutUserPayload: ResolverTypeWrapper<LogoutUserPayload>;
  Manual: ResolverTypeWrapper<Manual>;
  ManuallyQueued: ResolverTypeWrapper<ManuallyQueued>;
  MembershipRoles: ResolverTypeWrapper<MembershipRoles>;
  MusicLibrary: ResolverTypeWrapper<LibraryState>;
  MusicLibraryUpdateInput: MusicLibraryUpdateInput;
  MusicLibraryUpdatePayload: ResolverTypeWrapper<Omit<MusicLibraryUpdatePayload, 'musicLibrary'> & { musicLibrary: ResolversTypes['MusicLibrary'] }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NowPlaying: ResolverTypeWrapper<Omit<NowPlaying, 'announcement' | 'playFrom' | 'track'> & { announcement?: Maybe<ResolversTypes['Announcement']>, playFrom?: Maybe<ResolversTypes['PlayableSource']>, track?: Maybe<ResolversTypes['Track']> }>;
  NowPlayingUpdateInput: NowPlayingUpdateInput;
  NowPlayingUpdatePayload: ResolverTypeWrapper<Omit<NowPlayingUpdatePayload, 'nowPlaying'> & { nowPlaying: ResolversTypes['NowPlaying'] }>;
  OnboardingStep: ResolverTypeWrapper<OnboardingStep>;
  OnboardingStepName: OnboardingStepName;
  OnboardingStepStatus: OnboardingStepStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PairingMode: PairingMode;
  PauseInput: PauseInput;
  PausePayload: ResolverTypeWrapper<Omit<PausePayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  PayPalPaymentMethod: ResolverTypeWrapper<PayPalPaymentMethod>;
  PaymentMethod: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PaymentMethod']>;
  PendingUser: ResolverTypeWrapper<Omit<PendingUser, 'invitedBy'> & { invitedBy?: Maybe<ResolversTypes['InvitedBy']> }>;
  PendingUserConnection: ResolverTypeWrapper<Omit<PendingUserConnection, 'edges'> & { edges: Array<ResolversTypes['PendingUserEdge']> }>;
  PendingUserEdge: ResolverTypeWrapper<Omit<PendingUserEdge, 'locations' | 'node'> & { locations: Array<ResolversTypes['Location']>, node: ResolversTypes['PendingUser'] }>;
  Plan: Plan;
  PlayInput: PlayInput;
  PlayOrder: PlayOrder;
  PlayPayload: ResolverTypeWrapper<Omit<PlayPayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  PlayableSource: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PlayableSource']>;
  Playback: ResolverTypeWrapper<Omit<Playback, 'activeOverride' | 'queue'> & { activeOverride?: Maybe<ResolversTypes['ActiveOverride']>, queue: Array<ResolversTypes['Track']> }>;
  PlaybackHistoryConnection: ResolverTypeWrapper<Omit<PlaybackHistoryConnection, 'edges'> & { edges: Array<ResolversTypes['PlaybackHistoryEdge']> }>;
  PlaybackHistoryEdge: ResolverTypeWrapper<Omit<PlaybackHistoryEdge, 'node'> & { node: ResolversTypes['PlayedTrack'] }>;
  PlaybackMode: PlaybackMode;
  PlaybackOverride: ResolverTypeWrapper<OverrideRow>;
  PlaybackOverrideTarget: ResolverTypeWrapper<OverrideRow>;
  PlaybackOverrideTargetInput: PlaybackOverrideTargetInput;
  PlaybackOverrideTargetKind: PlaybackOverrideTargetKind;
  PlaybackOverrideUpdateInput: PlaybackOverrideUpdateInput;
  PlaybackOverrideUpdatePayload: ResolverTypeWrapper<Omit<PlaybackOverrideUpdatePayload, 'playbackOverride'> & { playbackOverride?: Maybe<ResolversTypes['PlaybackOverride']> }>;
  PlaybackState: PlaybackState;
  PlaybackUpdateInput: PlaybackUpdateInput;
  PlaybackUpdatePayload: ResolverTypeWrapper<Omit<PlaybackUpdatePayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  PlayedTrack: ResolverTypeWrapper<PlayedTrackParent>;
  Playlist: ResolverTypeWrapper<PlaylistRow>;
  PlaylistConnection: ResolverTypeWrapper<Omit<PlaylistConnection, 'edges'> & { edges: Array<ResolversTypes['PlaylistEdge']> }>;
  PlaylistEdge: ResolverTypeWrapper<Omit<PlaylistEdge, 'node'> & { node: ResolversTypes['Playlist'] }>;
  PlaylistPermission: PlaylistPermission;
  PlaylistPresets: ResolverTypeWrapper<PlaylistPresets>;
  PlaylistPresetsInput: PlaylistPresetsInput;
  PlaylistTrackConnection: ResolverTypeWrapper<Omit<PlaylistTrackConnection, 'edges'> & { edges: Array<ResolversTypes['PlaylistTrackEdge']> }>;
  PlaylistTrackEdge: ResolverTypeWrapper<Omit<PlaylistTrackEdge, 'node'> & { node: ResolversTypes['Track'] }>;
  PlaylistUpdateInput: PlaylistUpdateInput;
  PlaylistUpdatePayload: ResolverTypeWrapper<Omit<PlaylistUpdatePayload, 'playlist'> & { playlist: ResolversTypes['Playlist'] }>;
  PresentAs: PresentAs;
  PublicAPIClient: ResolverTypeWrapper<PublicApiClient>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryInfo: ResolverTypeWrapper<QueryInfo>;
  RadioPlaylistComposer: ResolverTypeWrapper<Omit<RadioPlaylistComposer, 'seeds'> & { seeds: Array<ResolversTypes['RadioPlaylistRef']> }>;
  RadioPlaylistRef: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RadioPlaylistRef']>;
  RecipeComposer: ResolverTypeWrapper<RecipeComposer>;
  RecordOnboardingStepInput: RecordOnboardingStepInput;
  RecordOnboardingStepPayload: ResolverTypeWrapper<Omit<RecordOnboardingStepPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  Referral: ResolverTypeWrapper<Referral>;
  ReferredAccounts: ResolverTypeWrapper<ReferredAccounts>;
  RefreshLoginInput: RefreshLoginInput;
  RefreshLoginPayload: ResolverTypeWrapper<RefreshLoginPayload>;
  RemoveFromLibraryInput: RemoveFromLibraryInput;
  Schedule: ResolverTypeWrapper<ScheduleRow>;
  ScheduleComposerType: ScheduleComposerType;
  ScheduleConnection: ResolverTypeWrapper<Omit<ScheduleConnection, 'edges'> & { edges: Array<ResolversTypes['ScheduleEdge']> }>;
  ScheduleEdge: ResolverTypeWrapper<Omit<ScheduleEdge, 'node'> & { node: ResolversTypes['Schedule'] }>;
  SchedulePermission: SchedulePermission;
  ScheduleSlot: ResolverTypeWrapper<StoredSlot>;
  ScheduleSlotInput: ScheduleSlotInput;
  ScheduleSource: ResolverTypeWrapper<Omit<ScheduleSource, 'playlist' | 'schedule'> & { playlist?: Maybe<ResolversTypes['Playlist']>, schedule: ResolversTypes['Schedule'] }>;
  ScheduleUpdateInput: ScheduleUpdateInput;
  ScheduleUpdatePayload: ResolverTypeWrapper<Omit<ScheduleUpdatePayload, 'schedule'> & { schedule: ResolversTypes['Schedule'] }>;
  ScheduledTierChange: ResolverTypeWrapper<ScheduledTierChange>;
  SearchConnection: ResolverTypeWrapper<Omit<SearchConnection, 'edges'> & { edges: Array<ResolversTypes['SearchEdge']> }>;
  SearchEdge: ResolverTypeWrapper<Omit<SearchEdge, 'node'> & { node: ResolversTypes['SearchResult'] }>;
  SearchPage: ResolverTypeWrapper<Omit<SearchPage, 'sections'> & { sections: Array<ResolversTypes['EditorialSection']> }>;
  SearchResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchResult']>;
  SearchType: SearchType;
  SectionDensity: SectionDensity;
  SeedComposer: ResolverTypeWrapper<Omit<SeedComposer, 'seeds'> & { seeds: Array<ResolversTypes['Track']> }>;
  SetPlayFromInput: SetPlayFromInput;
  SetPlayFromPayload: ResolverTypeWrapper<Omit<SetPlayFromPayload, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SetUserKeyValueInput: SetUserKeyValueInput;
  SetUserKeyValuePayload: ResolverTypeWrapper<SetUserKeyValuePayload>;
  SetVolumeInput: SetVolumeInput;
  SetVolumePayload: ResolverTypeWrapper<Omit<SetVolumePayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  SetupGuide: ResolverTypeWrapper<SetupGuide>;
  SetupGuideStep: ResolverTypeWrapper<SetupGuideStep>;
  SetupGuideStepName: SetupGuideStepName;
  SimpleRecipeComposer: ResolverTypeWrapper<SimpleRecipeComposer>;
  SkipTrackInput: SkipTrackInput;
  SkipTrackPayload: ResolverTypeWrapper<Omit<SkipTrackPayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  SortOrder: SortOrder;
  SoundZone: ResolverTypeWrapper<SoundZoneRow>;
  SoundZoneAssignSourceInput: SoundZoneAssignSourceInput;
  SoundZoneAssignSourcePayload: ResolverTypeWrapper<SoundZoneAssignSourcePayload>;
  SoundZoneClearQueuedTracksInput: SoundZoneClearQueuedTracksInput;
  SoundZoneClearQueuedTracksPayload: ResolverTypeWrapper<Omit<SoundZoneClearQueuedTracksPayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  SoundZoneConnection: ResolverTypeWrapper<Omit<SoundZoneConnection, 'edges'> & { edges: Array<ResolversTypes['SoundZoneEdge']> }>;
  SoundZoneCreateInput: SoundZoneCreateInput;
  SoundZoneCreatePayload: ResolverTypeWrapper<Omit<SoundZoneCreatePayload, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SoundZoneCreated: ResolverTypeWrapper<Omit<SoundZoneCreated, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SoundZoneDeleteInput: SoundZoneDeleteInput;
  SoundZoneDeletePayload: ResolverTypeWrapper<SoundZoneDeletePayload>;
  SoundZoneDeleted: ResolverTypeWrapper<SoundZoneDeleted>;
  SoundZoneEdge: ResolverTypeWrapper<Omit<SoundZoneEdge, 'node'> & { node: ResolversTypes['SoundZone'] }>;
  SoundZoneError: ResolverTypeWrapper<SoundZoneError>;
  SoundZoneErrorCause: SoundZoneErrorCause;
  SoundZoneErrorConnection: ResolverTypeWrapper<SoundZoneErrorConnection>;
  SoundZoneErrorEdge: ResolverTypeWrapper<SoundZoneErrorEdge>;
  SoundZoneErrorState: SoundZoneErrorState;
  SoundZoneEventForParentInput: SoundZoneEventForParentInput;
  SoundZoneEventForParentPayload: ResolverTypeWrapper<Omit<SoundZoneEventForParentPayload, 'event'> & { event: ResolversTypes['SoundZoneParentEvent'] }>;
  SoundZoneFilter: SoundZoneFilter;
  SoundZoneInitiatePairingInput: SoundZoneInitiatePairingInput;
  SoundZoneInitiatePairingPayload: ResolverTypeWrapper<Omit<SoundZoneInitiatePairingPayload, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SoundZoneOrder: SoundZoneOrder;
  SoundZoneOrderField: SoundZoneOrderField;
  SoundZoneParentEvent: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SoundZoneParentEvent']>;
  SoundZonePermission: SoundZonePermission;
  SoundZoneQueueTracksInput: SoundZoneQueueTracksInput;
  SoundZoneQueueTracksPayload: ResolverTypeWrapper<Omit<SoundZoneQueueTracksPayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  SoundZoneSetPlaybackOrderInput: SoundZoneSetPlaybackOrderInput;
  SoundZoneSetPlaybackOrderPayload: ResolverTypeWrapper<Omit<SoundZoneSetPlaybackOrderPayload, 'playback'> & { playback: ResolversTypes['Playback'] }>;
  SoundZoneSettings: ResolverTypeWrapper<SoundZoneSettings>;
  SoundZoneSettingsInput: SoundZoneSettingsInput;
  SoundZoneState: SoundZoneState;
  SoundZoneStateFilter: SoundZoneStateFilter;
  SoundZoneStateTotal: ResolverTypeWrapper<SoundZoneStateTotal>;
  SoundZoneStatus: ResolverTypeWrapper<SoundZoneStatus>;
  SoundZoneStatusCode: SoundZoneStatusCode;
  SoundZoneStatusCodeFilter: SoundZoneStatusCodeFilter;
  SoundZoneStatusMessage: SoundZoneStatusMessage;
  SoundZoneSubscription: ResolverTypeWrapper<SoundZoneSubscription>;
  SoundZoneSubscriptionState: SoundZoneSubscriptionState;
  SoundZoneSubscriptionStateFilter: SoundZoneSubscriptionStateFilter;
  SoundZoneUnpairInput: SoundZoneUnpairInput;
  SoundZoneUnpairPayload: ResolverTypeWrapper<Omit<SoundZoneUnpairPayload, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SoundZoneUpdateInput: SoundZoneUpdateInput;
  SoundZoneUpdatePayload: ResolverTypeWrapper<Omit<SoundZoneUpdatePayload, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SoundZoneUpdateSettingsInput: SoundZoneUpdateSettingsInput;
  SoundZoneUpdateSettingsPayload: ResolverTypeWrapper<Omit<SoundZoneUpdateSettingsPayload, 'soundZones'> & { soundZones: Array<ResolversTypes['SoundZone']> }>;
  SoundZoneUpdateSubscriptionInput: SoundZoneUpdateSubscriptionInput;
  SoundZoneUpdateSubscriptionPayload: ResolverTypeWrapper<Omit<SoundZoneUpdateSubscriptionPayload, 'soundZone'> & { soundZone: ResolversTypes['SoundZone'] }>;
  SpliceManualPlaylistInput: SpliceManualPlaylistInput;
  SpotifyComposer: ResolverTypeWrapper<SpotifyComposer>;
  SpotifyConnection: ResolverTypeWrapper<SpotifyConnection>;
  SpotifyImportMode: SpotifyImportMode;
  StaffRemote: ResolverTypeWrapper<StaffRemote>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<Tag>;
  TagGroup: ResolverTypeWrapper<TagGroup>;
  Tier: Tier;
  Track: ResolverTypeWrapper<TrackRow>;
  TrackConnection: ResolverTypeWrapper<Omit<TrackConnection, 'edges'> & { edges: Array<ResolversTypes['TrackEdge']> }>;
  TrackEdge: ResolverTypeWrapper<Omit<TrackEdge, 'node'> & { node: ResolversTypes['Track'] }>;
  TrackPage: ResolverTypeWrapper<Omit<TrackPage, 'sections' | 'track'> & { sections: Array<ResolversTypes['EditorialSection']>, track: ResolversTypes['Track'] }>;
  TrackStatistics: ResolverTypeWrapper<TrackStatistics>;
  TracksFromPrompt: ResolverTypeWrapper<Omit<TracksFromPrompt, 'tracks'> & { tracks: Array<ResolversTypes['Track']> }>;
  UnblockTrackInput: UnblockTrackInput;
  UnblockTrackPayload: ResolverTypeWrapper<UnblockTrackPayload>;
  UpdateManualPlaylistInput: UpdateManualPlaylistInput;
  UpdatePlaybackOverrideInput: UpdatePlaybackOverrideInput;
  UpdatePlaybackOverridePayload: ResolverTypeWrapper<Omit<UpdatePlaybackOverridePayload, 'playbackOverride'> & { playbackOverride: ResolversTypes['PlaybackOverride'] }>;
  UpdateScheduleInput: UpdateScheduleInput;
  UpdateSchedulePayload: ResolverTypeWrapper<Omit<UpdateSchedulePayload, 'schedule'> & { schedule: ResolversTypes['Schedule'] }>;
  UpdateSpotifyPlaylistInput: UpdateSpotifyPlaylistInput;
  UpdateSpotifySyncedPlaylistInput: UpdateSpotifySyncedPlaylistInput;
  User: ResolverTypeWrapper<UserRow>;
  UserAccountConnection: ResolverTypeWrapper<Omit<UserAccountConnection, 'edges'> & { edges: Array<ResolversTypes['UserAccountEdge']> }>;
  UserAccountEdge: ResolverTypeWrapper<Omit<UserAccountEdge, 'node'> & { node: ResolversTypes['Account'] }>;
  UserKeyValue: ResolverTypeWrapper<UserKeyValue>;
  Viewer: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Viewer']>;
  Volume: ResolverTypeWrapper<Scalars['Volume']['output']>;
  WriteFeedbackPayload: ResolverTypeWrapper<WriteFeedbackPayload>;
  ZoneScheduleComposer: ResolverTypeWrapper<ZoneScheduleComposer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Access: Omit<Access, 'pendingUsers' | 'users'> & { pendingUsers: ResolversParentTypes['PendingUserConnection'], users: ResolversParentTypes['AccountUserConnection'] };
  Account: AccountRow;
  AccountRoles: AccountRoles;
  AccountUpdateInput: AccountUpdateInput;
  AccountUpdatePayload: Omit<AccountUpdatePayload, 'account'> & { account: ResolversParentTypes['Account'] };
  AccountUserConnection: Omit<AccountUserConnection, 'edges'> & { edges: Array<ResolversParentTypes['AccountUserEdge']> };
  AccountUserEdge: Omit<AccountUserEdge, 'locations' | 'node'> & { locations: Array<ResolversParentTypes['Location']>, node: ResolversParentTypes['User'] };
  ActiveOverride: Omit<ActiveOverride, 'override'> & { override: ResolversParentTypes['PlaybackOverride'] };
  AddToLibraryInput: AddToLibraryInput;
  Address: Address;
  Album: AlbumRow;
  AlbumConnection: Omit<AlbumConnection, 'edges'> & { edges: Array<ResolversParentTypes['AlbumEdge']> };
  AlbumEdge: Omit<AlbumEdge, 'node'> & { node: ResolversParentTypes['Album'] };
  Announcement: Announcement;
  ApplePayPaymentMethod: ApplePayPaymentMethod;
  ApplyFlagsInput: ApplyFlagsInput;
  ApplyFlagsPayload: ApplyFlagsPayload;
  Artist: ArtistRow;
  ArtistComposer: Omit<ArtistComposer, 'artist'> & { artist: ResolversParentTypes['Artist'] };
  ArtistPage: Omit<ArtistPage, 'artist' | 'sections'> & { artist: ResolversParentTypes['Artist'], sections: Array<ResolversParentTypes['EditorialSection']> };
  Assignable: ResolversInterfaceTypes<ResolversParentTypes>['Assignable'];
  BlockTrackInput: BlockTrackInput;
  BlockTrackPayload: Omit<BlockTrackPayload, 'blockedTrack'> & { blockedTrack: ResolversParentTypes['BlockedTrack'] };
  BlockedTrack: BlockedTrackRow;
  BlockedTrackConnection: Omit<BlockedTrackConnection, 'edges'> & { edges: Array<ResolversParentTypes['BlockedTrackEdge']> };
  BlockedTrackEdge: Omit<BlockedTrackEdge, 'node'> & { node: ResolversParentTypes['BlockedTrack'] };
  Boolean: Scalars['Boolean']['output'];
  BrowseCategory: BrowseCategoryRow;
  BrowsePage: Omit<BrowsePage, 'browseCategory' | 'sections'> & { browseCategory: ResolversParentTypes['BrowseCategory'], sections: Array<ResolversParentTypes['EditorialSection']> };
  CadenceStation: StationView;
  Color: Color;
  Colors: Colors;
  Composer: ResolversUnionTypes<ResolversParentTypes>['Composer'];
  CreateCustomerAccountInput: CreateCustomerAccountInput;
  CreateCustomerAccountPayload: Omit<CreateCustomerAccountPayload, 'account' | 'location'> & { account: ResolversParentTypes['Account'], location: ResolversParentTypes['Location'] };
  CreateManualPlaylistInput: CreateManualPlaylistInput;
  CreateManualPlaylistPayload: Omit<CreateManualPlaylistPayload, 'playlist'> & { playlist: ResolversParentTypes['Playlist'] };
  CreatePlaybackOverrideInput: CreatePlaybackOverrideInput;
  CreatePlaybackOverridePayload: Omit<CreatePlaybackOverridePayload, 'playbackOverride'> & { playbackOverride: ResolversParentTypes['PlaybackOverride'] };
  CreateScheduleInput: CreateScheduleInput;
  CreateSchedulePayload: Omit<CreateSchedulePayload, 'schedule'> & { schedule: ResolversParentTypes['Schedule'] };
  CreateSpotifyConnectionInput: CreateSpotifyConnectionInput;
  CreateStationInput: CreateStationInput;
  CreateStationPayload: Omit<CreateStationPayload, 'playlist'> & { playlist: ResolversParentTypes['Playlist'] };
  CreditCardPaymentMethod: CreditCardPaymentMethod;
  Curator: Curator;
  CuratorComposer: CuratorComposer;
  CustomerAccountConnection: Omit<CustomerAccountConnection, 'edges'> & { edges: Array<ResolversParentTypes['CustomerAccountEdge']> };
  CustomerAccountEdge: Omit<CustomerAccountEdge, 'node'> & { node: ResolversParentTypes['Account'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeletePlaybackOverrideInput: DeletePlaybackOverrideInput;
  DeletePlaybackOverridePayload: DeletePlaybackOverridePayload;
  Device: DeviceRow;
  DevicePairInput: DevicePairInput;
  DevicePairPayload: Omit<DevicePairPayload, 'device' | 'soundZone'> & { device: ResolversParentTypes['Device'], soundZone: ResolversParentTypes['SoundZone'] };
  DeviceUpdateInput: DeviceUpdateInput;
  DeviceUpdatePayload: Omit<DeviceUpdatePayload, 'device'> & { device: ResolversParentTypes['Device'] };
  Display: Display;
  Displayable: ResolversInterfaceTypes<ResolversParentTypes>['Displayable'];
  Distributor: Distributor;
  DistributorPaymentMethod: Omit<DistributorPaymentMethod, 'distributor'> & { distributor: ResolversParentTypes['Distributor'] };
  DownloadLimitation: DownloadLimitation;
  DownloadLimitationInput: DownloadLimitationInput;
  EditorialAgentInput: EditorialAgentInput;
  EditorialCard: Omit<EditorialCard, 'target'> & { target?: Maybe<ResolversParentTypes['Displayable']> };
  EditorialLink: EditorialLink;
  EditorialNode: EditorialNode;
  EditorialPage: ResolversInterfaceTypes<ResolversParentTypes>['EditorialPage'];
  EditorialPageInput: EditorialPageInput;
  EditorialSection: Omit<EditorialSection, 'items' | 'tabs'> & { items: Array<ResolversParentTypes['Displayable']>, tabs: Array<ResolversParentTypes['EditorialTab']> };
  EditorialTab: Omit<EditorialTab, 'items'> & { items: Array<ResolversParentTypes['Displayable']> };
  ExternalSpotifyComposer: ExternalSpotifyComposer;
  FeedbackInput: FeedbackInput;
  Flag: Flag;
  FlagApplyEvent: FlagApplyEvent;
  FlagContextEntry: FlagContextEntry;
  FlagContextInput: FlagContextInput;
  Flags: Flags;
  Float: Scalars['Float']['output'];
  Genre: Genre;
  GooglePayPaymentMethod: GooglePayPaymentMethod;
  HomePage: Omit<HomePage, 'sections'> & { sections: Array<ResolversParentTypes['EditorialSection']> };
  ID: Scalars['ID']['output'];
  IdFilter: IdFilter;
  Image: Image;
  ImportError: ImportError;
  ImportSpotifyPlaylistResult: Omit<ImportSpotifyPlaylistResult, 'playlist'> & { playlist?: Maybe<ResolversParentTypes['Playlist']> };
  ImportSpotifyPlaylistsInput: ImportSpotifyPlaylistsInput;
  ImportSpotifyPlaylistsPayload: Omit<ImportSpotifyPlaylistsPayload, 'results'> & { results: Array<ResolversParentTypes['ImportSpotifyPlaylistResult']> };
  Int: Scalars['Int']['output'];
  InvitedBy: ResolversUnionTypes<ResolversParentTypes>['InvitedBy'];
  InvoicePaymentMethod: InvoicePaymentMethod;
  LegalCertificate: LegalCertificate;
  Library: LibraryState;
  LibraryItemConnection: Omit<LibraryItemConnection, 'edges'> & { edges: Array<ResolversParentTypes['LibraryItemEdge']> };
  LibraryItemEdge: Omit<LibraryItemEdge, 'node'> & { node: ResolversParentTypes['LibraryItemNode'] };
  LibraryItemInput: LibraryItemInput;
  LibraryItemNode: ResolversUnionTypes<ResolversParentTypes>['LibraryItemNode'];
  LibraryItemsQuery: LibraryItemsQuery;
  LibrarySort: LibrarySort;
  LibraryUpdateInput: LibraryUpdateInput;
  LibraryUpdatePayload: Omit<LibraryUpdatePayload, 'library'> & { library: ResolversParentTypes['Library'] };
  Location: LocationRow;
  LocationConnection: Omit<LocationConnection, 'edges'> & { edges: Array<ResolversParentTypes['LocationEdge']> };
  LocationCreateInput: LocationCreateInput;
  LocationCreatePayload: Omit<LocationCreatePayload, 'location' | 'soundZone'> & { location: ResolversParentTypes['Location'], soundZone: ResolversParentTypes['SoundZone'] };
  LocationCreated: Omit<LocationCreated, 'location'> & { location: ResolversParentTypes['Location'] };
  LocationDeleted: LocationDeleted;
  LocationEdge: Omit<LocationEdge, 'node'> & { node: ResolversParentTypes['Location'] };
  LocationUpdateInput: LocationUpdateInput;
  LocationUpdatePayload: Omit<LocationUpdatePayload, 'location'> & { location: ResolversParentTypes['Location'] };
  LocationUpdateSubscriptionInput: LocationUpdateSubscriptionInput;
  LocationUpdateSubscriptionPayload: Omit<LocationUpdateSubscriptionPayload, 'location'> & { location: ResolversParentTypes['Location'] };
  LoginUserInput: LoginUserInput;
  LoginUserPayload: LoginUserPayload;
  LogoutUserInput: LogoutUserInput;
  LogoutUserPayload: LogoutUserPayload;
  Manual: Manual;
  ManuallyQueued: ManuallyQueued;
  MembershipRoles: MembershipRoles;
  MusicLibrary: LibraryState;
  MusicLibraryUpdateInput: MusicLibraryUpdateInput;
  MusicLibraryUpdatePayload: Omit<MusicLibraryUpdatePayload, 'musicLibrary'> & { musicLibrary: ResolversParentTypes['MusicLibrary'] };
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NowPlaying: Omit<NowPlaying, 'announcement' | 'playFrom' | 'track'> & { announcement?: Maybe<ResolversParentTypes['Announcement']>, playFrom?: Maybe<ResolversParentTypes['PlayableSource']>, track?: Maybe<ResolversParentTypes['Track']> };
  NowPlayingUpdateInput: NowPlayingUpdateInput;
  NowPlayingUpdatePayload: Omit<NowPlayingUpdatePayload, 'nowPlaying'> & { nowPlaying: ResolversParentTypes['NowPlaying'] };
  OnboardingStep: OnboardingStep;
  PageInfo: PageInfo;
  PauseInput: PauseInput;
  PausePayload: Omit<PausePayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  PayPalPaymentMethod: PayPalPaymentMethod;
  PaymentMethod: ResolversUnionTypes<ResolversParentTypes>['PaymentMethod'];
  PendingUser: Omit<PendingUser, 'invitedBy'> & { invitedBy?: Maybe<ResolversParentTypes['InvitedBy']> };
  PendingUserConnection: Omit<PendingUserConnection, 'edges'> & { edges: Array<ResolversParentTypes['PendingUserEdge']> };
  PendingUserEdge: Omit<PendingUserEdge, 'locations' | 'node'> & { locations: Array<ResolversParentTypes['Location']>, node: ResolversParentTypes['PendingUser'] };
  PlayInput: PlayInput;
  PlayPayload: Omit<PlayPayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  PlayableSource: ResolversUnionTypes<ResolversParentTypes>['PlayableSource'];
  Playback: Omit<Playback, 'activeOverride' | 'queue'> & { activeOverride?: Maybe<ResolversParentTypes['ActiveOverride']>, queue: Array<ResolversParentTypes['Track']> };
  PlaybackHistoryConnection: Omit<PlaybackHistoryConnection, 'edges'> & { edges: Array<ResolversParentTypes['PlaybackHistoryEdge']> };
  PlaybackHistoryEdge: Omit<PlaybackHistoryEdge, 'node'> & { node: ResolversParentTypes['PlayedTrack'] };
  PlaybackOverride: OverrideRow;
  PlaybackOverrideTarget: OverrideRow;
  PlaybackOverrideTargetInput: PlaybackOverrideTargetInput;
  PlaybackOverrideUpdateInput: PlaybackOverrideUpdateInput;
  PlaybackOverrideUpdatePayload: Omit<PlaybackOverrideUpdatePayload, 'playbackOverride'> & { playbackOverride?: Maybe<ResolversParentTypes['PlaybackOverride']> };
  PlaybackUpdateInput: PlaybackUpdateInput;
  PlaybackUpdatePayload: Omit<PlaybackUpdatePayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  PlayedTrack: PlayedTrackParent;
  Playlist: PlaylistRow;
  PlaylistConnection: Omit<PlaylistConnection, 'edges'> & { edges: Array<ResolversParentTypes['PlaylistEdge']> };
  PlaylistEdge: Omit<PlaylistEdge, 'node'> & { node: ResolversParentTypes['Playlist'] };
  PlaylistPresets: PlaylistPresets;
  PlaylistPresetsInput: PlaylistPresetsInput;
  PlaylistTrackConnection: Omit<PlaylistTrackConnection, 'edges'> & { edges: Array<ResolversParentTypes['PlaylistTrackEdge']> };
  PlaylistTrackEdge: Omit<PlaylistTrackEdge, 'node'> & { node: ResolversParentTypes['Track'] };
  PlaylistUpdateInput: PlaylistUpdateInput;
  PlaylistUpdatePayload: Omit<PlaylistUpdatePayload, 'playlist'> & { playlist: ResolversParentTypes['Playlist'] };
  PublicAPIClient: PublicApiClient;
  Query: Record<PropertyKey, never>;
  QueryInfo: QueryInfo;
  RadioPlaylistComposer: Omit<RadioPlaylistComposer, 'seeds'> & { seeds: Array<ResolversParentTypes['RadioPlaylistRef']> };
  RadioPlaylistRef: ResolversUnionTypes<ResolversParentTypes>['RadioPlaylistRef'];
  RecipeComposer: RecipeComposer;
  RecordOnboardingStepInput: RecordOnboardingStepInput;
  RecordOnboardingStepPayload: Omit<RecordOnboardingStepPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  Referral: Referral;
  ReferredAccounts: ReferredAccounts;
  RefreshLoginInput: RefreshLoginInput;
  RefreshLoginPayload: RefreshLoginPayload;
  RemoveFromLibraryInput: RemoveFromLibraryInput;
  Schedule: ScheduleRow;
  ScheduleConnection: Omit<ScheduleConnection, 'edges'> & { edges: Array<ResolversParentTypes['ScheduleEdge']> };
  ScheduleEdge: Omit<ScheduleEdge, 'node'> & { node: ResolversParentTypes['Schedule'] };
  ScheduleSlot: StoredSlot;
  ScheduleSlotInput: ScheduleSlotInput;
  ScheduleSource: Omit<ScheduleSource, 'playlist' | 'schedule'> & { playlist?: Maybe<ResolversParentTypes['Playlist']>, schedule: ResolversParentTypes['Schedule'] };
  ScheduleUpdateInput: ScheduleUpdateInput;
  ScheduleUpdatePayload: Omit<ScheduleUpdatePayload, 'schedule'> & { schedule: ResolversParentTypes['Schedule'] };
  ScheduledTierChange: ScheduledTierChange;
  SearchConnection: Omit<SearchConnection, 'edges'> & { edges: Array<ResolversParentTypes['SearchEdge']> };
  SearchEdge: Omit<SearchEdge, 'node'> & { node: ResolversParentTypes['SearchResult'] };
  SearchPage: Omit<SearchPage, 'sections'> & { sections: Array<ResolversParentTypes['EditorialSection']> };
  SearchResult: ResolversUnionTypes<ResolversParentTypes>['SearchResult'];
  SeedComposer: Omit<SeedComposer, 'seeds'> & { seeds: Array<ResolversParentTypes['Track']> };
  SetPlayFromInput: SetPlayFromInput;
  SetPlayFromPayload: Omit<SetPlayFromPayload, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SetUserKeyValueInput: SetUserKeyValueInput;
  SetUserKeyValuePayload: SetUserKeyValuePayload;
  SetVolumeInput: SetVolumeInput;
  SetVolumePayload: Omit<SetVolumePayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  SetupGuide: SetupGuide;
  SetupGuideStep: SetupGuideStep;
  SimpleRecipeComposer: SimpleRecipeComposer;
  SkipTrackInput: SkipTrackInput;
  SkipTrackPayload: Omit<SkipTrackPayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  SoundZone: SoundZoneRow;
  SoundZoneAssignSourceInput: SoundZoneAssignSourceInput;
  SoundZoneAssignSourcePayload: SoundZoneAssignSourcePayload;
  SoundZoneClearQueuedTracksInput: SoundZoneClearQueuedTracksInput;
  SoundZoneClearQueuedTracksPayload: Omit<SoundZoneClearQueuedTracksPayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  SoundZoneConnection: Omit<SoundZoneConnection, 'edges'> & { edges: Array<ResolversParentTypes['SoundZoneEdge']> };
  SoundZoneCreateInput: SoundZoneCreateInput;
  SoundZoneCreatePayload: Omit<SoundZoneCreatePayload, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SoundZoneCreated: Omit<SoundZoneCreated, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SoundZoneDeleteInput: SoundZoneDeleteInput;
  SoundZoneDeletePayload: SoundZoneDeletePayload;
  SoundZoneDeleted: SoundZoneDeleted;
  SoundZoneEdge: Omit<SoundZoneEdge, 'node'> & { node: ResolversParentTypes['SoundZone'] };
  SoundZoneError: SoundZoneError;
  SoundZoneErrorConnection: SoundZoneErrorConnection;
  SoundZoneErrorEdge: SoundZoneErrorEdge;
  SoundZoneEventForParentInput: SoundZoneEventForParentInput;
  SoundZoneEventForParentPayload: Omit<SoundZoneEventForParentPayload, 'event'> & { event: ResolversParentTypes['SoundZoneParentEvent'] };
  SoundZoneFilter: SoundZoneFilter;
  SoundZoneInitiatePairingInput: SoundZoneInitiatePairingInput;
  SoundZoneInitiatePairingPayload: Omit<SoundZoneInitiatePairingPayload, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SoundZoneOrder: SoundZoneOrder;
  SoundZoneParentEvent: ResolversUnionTypes<ResolversParentTypes>['SoundZoneParentEvent'];
  SoundZoneQueueTracksInput: SoundZoneQueueTracksInput;
  SoundZoneQueueTracksPayload: Omit<SoundZoneQueueTracksPayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  SoundZoneSetPlaybackOrderInput: SoundZoneSetPlaybackOrderInput;
  SoundZoneSetPlaybackOrderPayload: Omit<SoundZoneSetPlaybackOrderPayload, 'playback'> & { playback: ResolversParentTypes['Playback'] };
  SoundZoneSettings: SoundZoneSettings;
  SoundZoneSettingsInput: SoundZoneSettingsInput;
  SoundZoneStateFilter: SoundZoneStateFilter;
  SoundZoneStateTotal: SoundZoneStateTotal;
  SoundZoneStatus: SoundZoneStatus;
  SoundZoneStatusCodeFilter: SoundZoneStatusCodeFilter;
  SoundZoneSubscription: SoundZoneSubscription;
  SoundZoneSubscriptionStateFilter: SoundZoneSubscriptionStateFilter;
  SoundZoneUnpairInput: SoundZoneUnpairInput;
  SoundZoneUnpairPayload: Omit<SoundZoneUnpairPayload, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SoundZoneUpdateInput: SoundZoneUpdateInput;
  SoundZoneUpdatePayload: Omit<SoundZoneUpdatePayload, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SoundZoneUpdateSettingsInput: SoundZoneUpdateSettingsInput;
  SoundZoneUpdateSettingsPayload: Omit<SoundZoneUpdateSettingsPayload, 'soundZones'> & { soundZones: Array<ResolversParentTypes['SoundZone']> };
  SoundZoneUpdateSubscriptionInput: SoundZoneUpdateSubscriptionInput;
  SoundZoneUpdateSubscriptionPayload: Omit<SoundZoneUpdateSubscriptionPayload, 'soundZone'> & { soundZone: ResolversParentTypes['SoundZone'] };
  SpliceManualPlaylistInput: SpliceManualPlaylistInput;
  SpotifyComposer: SpotifyComposer;
  SpotifyConnection: SpotifyConnection;
  StaffRemote: StaffRemote;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tag: Tag;
  TagGroup: TagGroup;
  Track: TrackRow;
  TrackConnection: Omit<TrackConnection, 'edges'> & { edges: Array<ResolversParentTypes['TrackEdge']> };
  TrackEdge: Omit<TrackEdge, 'node'> & { node: ResolversParentTypes['Track'] };
  TrackPage: Omit<TrackPage, 'sections' | 'track'> & { sections: Array<ResolversParentTypes['EditorialSection']>, track: ResolversParentTypes['Track'] };
  TrackStatistics: TrackStatistics;
  TracksFromPrompt: Omit<TracksFromPrompt, 'tracks'> & { tracks: Array<ResolversParentTypes['Track']> };
  UnblockTrackInput: UnblockTrackInput;
  UnblockTrackPayload: UnblockTrackPayload;
  UpdateManualPlaylistInput: UpdateManualPlaylistInput;
  UpdatePlaybackOverrideInput: UpdatePlaybackOverrideInput;
  UpdatePlaybackOverridePayload: Omit<UpdatePlaybackOverridePayload, 'playbackOverride'> & { playbackOverride: ResolversParentTypes['PlaybackOverride'] };
  UpdateScheduleInput: UpdateScheduleInput;
  UpdateSchedulePayload: Omit<UpdateSchedulePayload, 'schedule'> & { schedule: ResolversParentTypes['Schedule'] };
  UpdateSpotifyPlaylistInput: UpdateSpotifyPlaylistInput;
  UpdateSpotifySyncedPlaylistInput: UpdateSpotifySyncedPlaylistInput;
  User: UserRow;
  UserAccountConnection: Omit<UserAccountConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserAccountEdge']> };
  UserAccountEdge: Omit<UserAccountEdge, 'node'> & { node: ResolversParentTypes['Account'] };
  UserKeyValue: UserKeyValue;
  Viewer: ResolversUnionTypes<ResolversParentTypes>['Viewer'];
  Volume: Scalars['Volume']['output'];
  WriteFeedbackPayload: WriteFeedbackPayload;
  ZoneScheduleComposer: ZoneScheduleComposer;
}>;

export type ConstraintDirectiveArgs = {
  format?: Maybe<Scalars['String']['input']>;
  max?: Maybe<Scalars['Float']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minItems?: Maybe<Scalars['Int']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
  pattern?: Maybe<Scalars['String']['input']>;
};

export type ConstraintDirectiveResolver<Result, Parent, ContextType = RequestContext, Args = ConstraintDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Access'] = ResolversParentTypes['Access']> = ResolversObject<{
  pendingUsers?: Resolver<ResolversTypes['PendingUserConnection'], ParentType, ContextType, RequireFields<AccessPendingUsersArgs, 'first'>>;
  users?: Resolver<ResolversTypes['AccountUserConnection'], ParentType, ContextType, RequireFields<AccessUsersArgs, 'first'>>;
}>;

export type AccountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  access?: Resolver<ResolversTypes['Access'], ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkoutState?: Resolver<ResolversTypes['CheckoutState'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerAccounts?: Resolver<ResolversTypes['CustomerAccountConnection'], ParentType, ContextType, RequireFields<AccountCustomerAccountsArgs, 'first'>>;
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  distributor?: Resolver<Maybe<ResolversTypes['Distributor']>, ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  filterExplicit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  guide?: Resolver<ResolversTypes['SetupGuide'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  incomplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRoyaltyFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalCertificate?: Resolver<Maybe<ResolversTypes['LegalCertificate']>, ParentType, ContextType>;
  library?: Resolver<ResolversTypes['Library'], ParentType, ContextType>;
  locations?: Resolver<ResolversTypes['LocationConnection'], ParentType, ContextType, RequireFields<AccountLocationsArgs, 'first'>>;
  maxSoundZones?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  musicLibrary?: Resolver<ResolversTypes['MusicLibrary'], ParentType, ContextType>;
  onboardingSteps?: Resolver<Array<ResolversTypes['OnboardingStep']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['AccountPermission']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['Referral'], ParentType, ContextType>;
  restrictedBlockTracks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restrictedDiscoverMusic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restrictedEditMusic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restrictedUnpairing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<ResolversTypes['AccountRoles'], ParentType, ContextType>;
  scheduledTierChange?: Resolver<Maybe<ResolversTypes['ScheduledTierChange']>, ParentType, ContextType>;
  soundZones?: Resolver<ResolversTypes['SoundZoneConnection'], ParentType, ContextType, RequireFields<AccountSoundZonesArgs, 'first'>>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Tier'], ParentType, ContextType>;
  trialExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tryBeforeYouBuy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountRolesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountRoles'] = ResolversParentTypes['AccountRoles']> = ResolversObject<{
  isDistributor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPartner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AccountUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountUpdatePayload'] = ResolversParentTypes['AccountUpdatePayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type AccountUserConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountUserConnection'] = ResolversParentTypes['AccountUserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AccountUserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountUserEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AccountUserEdge'] = ResolversParentTypes['AccountUserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  membershipId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  roles?: Resolver<ResolversTypes['MembershipRoles'], ParentType, ContextType>;
}>;

export type ActiveOverrideResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActiveOverride'] = ResolversParentTypes['ActiveOverride']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  override?: Resolver<ResolversTypes['PlaybackOverride'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AlbumResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Album'] = ResolversParentTypes['Album']> = ResolversObject<{
  albumType?: Resolver<ResolversTypes['AlbumType'], ParentType, ContextType>;
  artists?: Resolver<Array<ResolversTypes['Artist']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracks?: Resolver<ResolversTypes['TrackConnection'], ParentType, ContextType, RequireFields<AlbumTracksArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AlbumConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlbumConnection'] = ResolversParentTypes['AlbumConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AlbumEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AlbumEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AlbumEdge'] = ResolversParentTypes['AlbumEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Album'], ParentType, ContextType>;
}>;

export type AnnouncementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = ResolversObject<{
  campaign?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplePayPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplePayPaymentMethod'] = ResolversParentTypes['ApplePayPaymentMethod']> = ResolversObject<{
  cardType?: Resolver<Maybe<ResolversTypes['CardType']>, ParentType, ContextType>;
  lastFourDigits?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApplyFlagsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplyFlagsPayload'] = ResolversParentTypes['ApplyFlagsPayload']> = ResolversObject<{
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ArtistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Artist'] = ResolversParentTypes['Artist']> = ResolversObject<{
  albums?: Resolver<ResolversTypes['AlbumConnection'], ParentType, ContextType, RequireFields<ArtistAlbumsArgs, 'first'>>;
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ArtistComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArtistComposer'] = ResolversParentTypes['ArtistComposer']> = ResolversObject<{
  artist?: Resolver<ResolversTypes['Artist'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ArtistPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ArtistPage'] = ResolversParentTypes['ArtistPage']> = ResolversObject<{
  artist?: Resolver<ResolversTypes['Artist'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['EditorialSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AssignableResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Assignable'] = ResolversParentTypes['Assignable']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CadenceStation' | 'Playlist' | 'Schedule', ParentType, ContextType>;
}>;

export type BlockTrackPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BlockTrackPayload'] = ResolversParentTypes['BlockTrackPayload']> = ResolversObject<{
  blockedTrack?: Resolver<ResolversTypes['BlockedTrack'], ParentType, ContextType>;
}>;

export type BlockedTrackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BlockedTrack'] = ResolversParentTypes['BlockedTrack']> = ResolversObject<{
  blockedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parent?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['BlockReason']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  track?: Resolver<ResolversTypes['Track'], ParentType, ContextType>;
}>;

export type BlockedTrackConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BlockedTrackConnection'] = ResolversParentTypes['BlockedTrackConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['BlockedTrackEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BlockedTrackEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BlockedTrackEdge'] = ResolversParentTypes['BlockedTrackEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BlockedTrack'], ParentType, ContextType>;
}>;

export type BrowseCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrowseCategory'] = ResolversParentTypes['BrowseCategory']> = ResolversObject<{
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlists?: Resolver<ResolversTypes['PlaylistConnection'], ParentType, ContextType, RequireFields<BrowseCategoryPlaylistsArgs, 'first'>>;
  type?: Resolver<ResolversTypes['BrowseCategoryType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BrowsePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrowsePage'] = ResolversParentTypes['BrowsePage']> = ResolversObject<{
  browseCategory?: Resolver<ResolversTypes['BrowseCategory'], ParentType, ContextType>;
  headerImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['EditorialSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CadenceStationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CadenceStation'] = ResolversParentTypes['CadenceStation']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inMusicLibrary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<CadenceStationInMusicLibraryArgs, 'library'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seeds?: Resolver<Array<ResolversTypes['RadioPlaylistRef']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ColorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = ResolversObject<{
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ColorsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Colors'] = ResolversParentTypes['Colors']> = ResolversObject<{
  primary?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  secondary?: Resolver<Maybe<ResolversTypes['Color']>, ParentType, ContextType>;
}>;

export type ComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Composer'] = ResolversParentTypes['Composer']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ArtistComposer' | 'CuratorComposer' | 'ExternalSpotifyComposer' | 'Manual' | 'RadioPlaylistComposer' | 'RecipeComposer' | 'SeedComposer' | 'SimpleRecipeComposer' | 'SpotifyComposer', ParentType, ContextType>;
}>;

export type CreateCustomerAccountPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateCustomerAccountPayload'] = ResolversParentTypes['CreateCustomerAccountPayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
}>;

export type CreateManualPlaylistPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateManualPlaylistPayload'] = ResolversParentTypes['CreateManualPlaylistPayload']> = ResolversObject<{
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
}>;

export type CreatePlaybackOverridePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatePlaybackOverridePayload'] = ResolversParentTypes['CreatePlaybackOverridePayload']> = ResolversObject<{
  playbackOverride?: Resolver<ResolversTypes['PlaybackOverride'], ParentType, ContextType>;
}>;

export type CreateSchedulePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateSchedulePayload'] = ResolversParentTypes['CreateSchedulePayload']> = ResolversObject<{
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
}>;

export type CreateStationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateStationPayload'] = ResolversParentTypes['CreateStationPayload']> = ResolversObject<{
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
}>;

export type CreditCardPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreditCardPaymentMethod'] = ResolversParentTypes['CreditCardPaymentMethod']> = ResolversObject<{
  cardType?: Resolver<ResolversTypes['CardType'], ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CuratorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Curator'] = ResolversParentTypes['Curator']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CuratorComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CuratorComposer'] = ResolversParentTypes['CuratorComposer']> = ResolversObject<{
  curator?: Resolver<ResolversTypes['Curator'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerAccountConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerAccountConnection'] = ResolversParentTypes['CustomerAccountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['CustomerAccountEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CustomerAccountEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerAccountEdge'] = ResolversParentTypes['CustomerAccountEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePlaybackOverridePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeletePlaybackOverridePayload'] = ResolversParentTypes['DeletePlaybackOverridePayload']> = ResolversObject<{
  deletedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeviceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = ResolversObject<{
  appVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isUnsupported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeviceKind'], ParentType, ContextType>;
  modelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  osVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pairingMode?: Resolver<ResolversTypes['PairingMode'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['DevicePlatform'], ParentType, ContextType>;
  playerEngineVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  softwareVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  soundZone?: Resolver<Maybe<ResolversTypes['SoundZone']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DeviceType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DevicePairPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DevicePairPayload'] = ResolversParentTypes['DevicePairPayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeviceUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DeviceUpdatePayload'] = ResolversParentTypes['DeviceUpdatePayload']> = ResolversObject<{
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
}>;

export type DisplayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Display'] = ResolversParentTypes['Display']> = ResolversObject<{
  colors?: Resolver<Maybe<ResolversTypes['Colors']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DisplayableResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Displayable'] = ResolversParentTypes['Displayable']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Album' | 'Artist' | 'BrowseCategory' | 'CadenceStation' | 'EditorialCard' | 'EditorialLink' | 'Playlist' | 'Schedule' | 'Track', ParentType, ContextType>;
}>;

export type DistributorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Distributor'] = ResolversParentTypes['Distributor']> = ResolversObject<{
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DistributorPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DistributorPaymentMethod'] = ResolversParentTypes['DistributorPaymentMethod']> = ResolversObject<{
  distributor?: Resolver<ResolversTypes['Distributor'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DownloadLimitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DownloadLimitation'] = ResolversParentTypes['DownloadLimitation']> = ResolversObject<{
  hourEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hourStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limitEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limitType?: Resolver<ResolversTypes['DownloadLimitType'], ParentType, ContextType>;
}>;

export type EditorialCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorialCard'] = ResolversParentTypes['EditorialCard']> = ResolversObject<{
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['Displayable']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EditorialLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorialLink'] = ResolversParentTypes['EditorialLink']> = ResolversObject<{
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EditorialNodeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorialNode'] = ResolversParentTypes['EditorialNode']> = ResolversObject<{
  component?: Resolver<ResolversTypes['EditorialComponent'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EditorialPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorialPage'] = ResolversParentTypes['EditorialPage']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ArtistPage' | 'BrowsePage' | 'HomePage' | 'SearchPage' | 'TrackPage', ParentType, ContextType>;
}>;

export type EditorialSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorialSection'] = ResolversParentTypes['EditorialSection']> = ResolversObject<{
  density?: Resolver<ResolversTypes['SectionDensity'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Displayable']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EditorialSectionKind'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EditorialNode'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['EditorialTab']>, ParentType, ContextType>;
}>;

export type EditorialTabResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorialTab'] = ResolversParentTypes['EditorialTab']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Displayable']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExternalSpotifyComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ExternalSpotifyComposer'] = ResolversParentTypes['ExternalSpotifyComposer']> = ResolversObject<{
  spotifyPlaylistUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Flag'] = ResolversParentTypes['Flag']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlagsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Flags'] = ResolversParentTypes['Flags']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['Flag']>, ParentType, ContextType>;
  resolveToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GenreResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Genre'] = ResolversParentTypes['Genre']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GooglePayPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GooglePayPaymentMethod'] = ResolversParentTypes['GooglePayPaymentMethod']> = ResolversObject<{
  cardType?: Resolver<Maybe<ResolversTypes['CardType']>, ParentType, ContextType>;
  lastFourDigits?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomePageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['EditorialSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sized?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<ImageSizedArgs, 'height' | 'width'>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportError'] = ResolversParentTypes['ImportError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportSpotifyPlaylistResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportSpotifyPlaylistResult'] = ResolversParentTypes['ImportSpotifyPlaylistResult']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['ImportError']>, ParentType, ContextType>;
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType>;
  playlistUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportSpotifyPlaylistsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImportSpotifyPlaylistsPayload'] = ResolversParentTypes['ImportSpotifyPlaylistsPayload']> = ResolversObject<{
  results?: Resolver<Array<ResolversTypes['ImportSpotifyPlaylistResult']>, ParentType, ContextType>;
  traceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvitedByResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvitedBy'] = ResolversParentTypes['InvitedBy']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PublicAPIClient' | 'User', ParentType, ContextType>;
}>;

export type InvoicePaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoicePaymentMethod'] = ResolversParentTypes['InvoicePaymentMethod']> = ResolversObject<{
  psp?: Resolver<ResolversTypes['InvoicePsp'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LegalCertificateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LegalCertificate'] = ResolversParentTypes['LegalCertificate']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type LibraryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Library'] = ResolversParentTypes['Library']> = ResolversObject<{
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['LibraryItemConnection'], ParentType, ContextType, RequireFields<LibraryItemsArgs, 'first'>>;
  owner?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LibraryItemConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LibraryItemConnection'] = ResolversParentTypes['LibraryItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LibraryItemEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LibraryItemEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LibraryItemEdge'] = ResolversParentTypes['LibraryItemEdge']> = ResolversObject<{
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LibraryItemNode'], ParentType, ContextType>;
}>;

export type LibraryItemNodeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LibraryItemNode'] = ResolversParentTypes['LibraryItemNode']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Playlist' | 'Schedule', ParentType, ContextType>;
}>;

export type LibraryUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LibraryUpdatePayload'] = ResolversParentTypes['LibraryUpdatePayload']> = ResolversObject<{
  library?: Resolver<ResolversTypes['Library'], ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  bandwidthLimitationKbps?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  billingGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['PendingUserConnection'], ParentType, ContextType, RequireFields<LocationInvitedArgs, 'first'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['LocationPermission']>, ParentType, ContextType>;
  physicalAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  soundZones?: Resolver<ResolversTypes['SoundZoneConnection'], ParentType, ContextType, RequireFields<LocationSoundZonesArgs, 'first'>>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['AccountUserConnection'], ParentType, ContextType, RequireFields<LocationUsersArgs, 'first'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocationConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationConnection'] = ResolversParentTypes['LocationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LocationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocationCreatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationCreatePayload'] = ResolversParentTypes['LocationCreatePayload']> = ResolversObject<{
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type LocationCreatedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationCreated'] = ResolversParentTypes['LocationCreated']> = ResolversObject<{
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocationDeletedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationDeleted'] = ResolversParentTypes['LocationDeleted']> = ResolversObject<{
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocationEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationEdge'] = ResolversParentTypes['LocationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
}>;

export type LocationUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationUpdatePayload'] = ResolversParentTypes['LocationUpdatePayload']> = ResolversObject<{
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
}>;

export type LocationUpdateSubscriptionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LocationUpdateSubscriptionPayload'] = ResolversParentTypes['LocationUpdateSubscriptionPayload']> = ResolversObject<{
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
}>;

export type LoginUserPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LoginUserPayload'] = ResolversParentTypes['LoginUserPayload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportChatHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LogoutUserPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LogoutUserPayload'] = ResolversParentTypes['LogoutUserPayload']> = ResolversObject<{
  revoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ManualResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Manual'] = ResolversParentTypes['Manual']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ManuallyQueuedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ManuallyQueued'] = ResolversParentTypes['ManuallyQueued']> = ResolversObject<{
  queuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MembershipRolesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MembershipRoles'] = ResolversParentTypes['MembershipRoles']> = ResolversObject<{
  admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  finance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MusicLibraryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MusicLibrary'] = ResolversParentTypes['MusicLibrary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['LibraryItemConnection'], ParentType, ContextType, RequireFields<MusicLibraryItemsArgs, 'first'>>;
  playlists?: Resolver<ResolversTypes['PlaylistConnection'], ParentType, ContextType, RequireFields<MusicLibraryPlaylistsArgs, 'first'>>;
  schedules?: Resolver<ResolversTypes['ScheduleConnection'], ParentType, ContextType, RequireFields<MusicLibrarySchedulesArgs, 'first'>>;
}>;

export type MusicLibraryUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MusicLibraryUpdatePayload'] = ResolversParentTypes['MusicLibraryUpdatePayload']> = ResolversObject<{
  musicLibrary?: Resolver<ResolversTypes['MusicLibrary'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addToLibrary?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<MutationAddToLibraryArgs, 'input' | 'owner'>>;
  applyFlags?: Resolver<ResolversTypes['ApplyFlagsPayload'], ParentType, ContextType, RequireFields<MutationApplyFlagsArgs, 'input'>>;
  blockTrack?: Resolver<ResolversTypes['BlockTrackPayload'], ParentType, ContextType, RequireFields<MutationBlockTrackArgs, 'input'>>;
  createCustomerAccount?: Resolver<ResolversTypes['CreateCustomerAccountPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerAccountArgs, 'input'>>;
  createManualPlaylist?: Resolver<ResolversTypes['CreateManualPlaylistPayload'], ParentType, ContextType, RequireFields<MutationCreateManualPlaylistArgs, 'input'>>;
  createPlaybackOverride?: Resolver<ResolversTypes['CreatePlaybackOverridePayload'], ParentType, ContextType, RequireFields<MutationCreatePlaybackOverrideArgs, 'input'>>;
  createSchedule?: Resolver<ResolversTypes['CreateSchedulePayload'], ParentType, ContextType, RequireFields<MutationCreateScheduleArgs, 'input'>>;
  createSpotifyConnection?: Resolver<ResolversTypes['SpotifyConnection'], ParentType, ContextType, RequireFields<MutationCreateSpotifyConnectionArgs, 'input'>>;
  createStation?: Resolver<ResolversTypes['CreateStationPayload'], ParentType, ContextType, RequireFields<MutationCreateStationArgs, 'input'>>;
  deletePlaybackOverride?: Resolver<ResolversTypes['DeletePlaybackOverridePayload'], ParentType, ContextType, RequireFields<MutationDeletePlaybackOverrideArgs, 'input'>>;
  devicePair?: Resolver<ResolversTypes['DevicePairPayload'], ParentType, ContextType, RequireFields<MutationDevicePairArgs, 'input'>>;
  importSpotifyPlaylists?: Resolver<ResolversTypes['ImportSpotifyPlaylistsPayload'], ParentType, ContextType, RequireFields<MutationImportSpotifyPlaylistsArgs, 'input'>>;
  locationCreate?: Resolver<ResolversTypes['LocationCreatePayload'], ParentType, ContextType, RequireFields<MutationLocationCreateArgs, 'input'>>;
  locationUpdate?: Resolver<ResolversTypes['LocationUpdatePayload'], ParentType, ContextType, RequireFields<MutationLocationUpdateArgs, 'input'>>;
  loginUser?: Resolver<ResolversTypes['LoginUserPayload'], ParentType, ContextType, RequireFields<MutationLoginUserArgs, 'input'>>;
  logoutUser?: Resolver<ResolversTypes['LogoutUserPayload'], ParentType, ContextType, RequireFields<MutationLogoutUserArgs, 'input'>>;
  pause?: Resolver<ResolversTypes['PausePayload'], ParentType, ContextType, RequireFields<MutationPauseArgs, 'input'>>;
  play?: Resolver<ResolversTypes['PlayPayload'], ParentType, ContextType, RequireFields<MutationPlayArgs, 'input'>>;
  recordOnboardingStep?: Resolver<ResolversTypes['RecordOnboardingStepPayload'], ParentType, ContextType, RequireFields<MutationRecordOnboardingStepArgs, 'input'>>;
  refreshLogin?: Resolver<ResolversTypes['RefreshLoginPayload'], ParentType, ContextType, RequireFields<MutationRefreshLoginArgs, 'input'>>;
  removeFromLibrary?: Resolver<ResolversTypes['Library'], ParentType, ContextType, RequireFields<MutationRemoveFromLibraryArgs, 'input' | 'owner'>>;
  setPlayFrom?: Resolver<ResolversTypes['SetPlayFromPayload'], ParentType, ContextType, RequireFields<MutationSetPlayFromArgs, 'input'>>;
  setUserKeyValue?: Resolver<ResolversTypes['SetUserKeyValuePayload'], ParentType, ContextType, RequireFields<MutationSetUserKeyValueArgs, 'input'>>;
  setVolume?: Resolver<ResolversTypes['SetVolumePayload'], ParentType, ContextType, RequireFields<MutationSetVolumeArgs, 'input'>>;
  skipTrack?: Resolver<ResolversTypes['SkipTrackPayload'], ParentType, ContextType, RequireFields<MutationSkipTrackArgs, 'input'>>;
  soundZoneAssignSource?: Resolver<ResolversTypes['SoundZoneAssignSourcePayload'], ParentType, ContextType, RequireFields<MutationSoundZoneAssignSourceArgs, 'input'>>;
  soundZoneClearQueuedTracks?: Resolver<ResolversTypes['SoundZoneClearQueuedTracksPayload'], ParentType, ContextType, RequireFields<MutationSoundZoneClearQueuedTracksArgs, 'input'>>;
  soundZoneCreate?: Resolver<ResolversTypes['SoundZoneCreatePayload'], ParentType, ContextType, RequireFields<MutationSoundZoneCreateArgs, 'input'>>;
  soundZoneDelete?: Resolver<ResolversTypes['SoundZoneDeletePayload'], ParentType, ContextType, RequireFields<MutationSoundZoneDeleteArgs, 'input'>>;
  soundZoneInitiatePairing?: Resolver<ResolversTypes['SoundZoneInitiatePairingPayload'], ParentType, ContextType, RequireFields<MutationSoundZoneInitiatePairingArgs, 'input'>>;
  soundZoneQueueTracks?: Resolver<ResolversTypes['SoundZoneQueueTracksPayload'], ParentType, ContextType, RequireFields<MutationSoundZoneQueueTracksArgs, 'input'>>;
  soundZoneSetPlaybackOrder?: Resolver<ResolversTypes['SoundZoneSetPlaybackOrderPayload'], ParentType, ContextType, RequireFields<MutationSoundZoneSetPlaybackOrderArgs, 'input'>>;
  soundZoneUnpair?: Resolver<ResolversTypes['SoundZoneUnpairPayload'], ParentType, ContextType, RequireFields<MutationSoundZoneUnpairArgs, 'input'>>;
  soundZoneUpdate?: Resolver<ResolversTypes['SoundZoneUpdatePayload'], ParentType, ContextType, RequireFields<MutationSoundZoneUpdateArgs, 'input'>>;
  soundZoneUpdateSettings?: Resolver<ResolversTypes['SoundZoneUpdateSettingsPayload'], ParentType, ContextType, RequireFields<MutationSoundZoneUpdateSettingsArgs, 'input'>>;
  spliceManualPlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationSpliceManualPlaylistArgs, 'input'>>;
  unblockTrack?: Resolver<ResolversTypes['UnblockTrackPayload'], ParentType, ContextType, RequireFields<MutationUnblockTrackArgs, 'input'>>;
  updateManualPlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationUpdateManualPlaylistArgs, 'input'>>;
  updatePlaybackOverride?: Resolver<ResolversTypes['UpdatePlaybackOverridePayload'], ParentType, ContextType, RequireFields<MutationUpdatePlaybackOverrideArgs, 'input'>>;
  updateSchedule?: Resolver<ResolversTypes['UpdateSchedulePayload'], ParentType, ContextType, RequireFields<MutationUpdateScheduleArgs, 'input'>>;
  updateSpotifyPlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationUpdateSpotifyPlaylistArgs, 'input'>>;
  updateSpotifySyncedPlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationUpdateSpotifySyncedPlaylistArgs, 'input'>>;
  writeFeedback?: Resolver<ResolversTypes['WriteFeedbackPayload'], ParentType, ContextType, RequireFields<MutationWriteFeedbackArgs, 'feedbackInput'>>;
}>;

export type NodeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Account' | 'Album' | 'Artist' | 'ArtistPage' | 'BrowseCategory' | 'BrowsePage' | 'CadenceStation' | 'Curator' | 'Device' | 'EditorialCard' | 'EditorialLink' | 'HomePage' | 'Location' | 'PlaybackOverride' | 'Playlist' | 'PublicAPIClient' | 'Schedule' | 'SearchPage' | 'SoundZone' | 'StaffRemote' | 'Track' | 'TrackPage' | 'User', ParentType, ContextType>;
}>;

export type NowPlayingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NowPlaying'] = ResolversParentTypes['NowPlaying']> = ResolversObject<{
  announcement?: Resolver<Maybe<ResolversTypes['Announcement']>, ParentType, ContextType>;
  playFrom?: Resolver<Maybe<ResolversTypes['PlayableSource']>, ParentType, ContextType>;
  soundZone?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  track?: Resolver<Maybe<ResolversTypes['Track']>, ParentType, ContextType>;
}>;

export type NowPlayingUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NowPlayingUpdatePayload'] = ResolversParentTypes['NowPlayingUpdatePayload']> = ResolversObject<{
  nowPlaying?: Resolver<ResolversTypes['NowPlaying'], ParentType, ContextType>;
}>;

export type OnboardingStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OnboardingStep'] = ResolversParentTypes['OnboardingStep']> = ResolversObject<{
  choice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['OnboardingStepName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OnboardingStepStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PausePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PausePayload'] = ResolversParentTypes['PausePayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type PayPalPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PayPalPaymentMethod'] = ResolversParentTypes['PayPalPaymentMethod']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ApplePayPaymentMethod' | 'CreditCardPaymentMethod' | 'DistributorPaymentMethod' | 'GooglePayPaymentMethod' | 'InvoicePaymentMethod' | 'PayPalPaymentMethod', ParentType, ContextType>;
}>;

export type PendingUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PendingUser'] = ResolversParentTypes['PendingUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['InvitedBy']>, ParentType, ContextType>;
}>;

export type PendingUserConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PendingUserConnection'] = ResolversParentTypes['PendingUserConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PendingUserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PendingUserEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PendingUserEdge'] = ResolversParentTypes['PendingUserEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PendingUser'], ParentType, ContextType>;
  roles?: Resolver<ResolversTypes['MembershipRoles'], ParentType, ContextType>;
}>;

export type PlayPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayPayload'] = ResolversParentTypes['PlayPayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type PlayableSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayableSource'] = ResolversParentTypes['PlayableSource']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ManuallyQueued' | 'Playlist' | 'ScheduleSource', ParentType, ContextType>;
}>;

export type PlaybackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Playback'] = ResolversParentTypes['Playback']> = ResolversObject<{
  activeOverride?: Resolver<Maybe<ResolversTypes['ActiveOverride']>, ParentType, ContextType>;
  availablePlayOrders?: Resolver<Array<ResolversTypes['PlayOrder']>, ParentType, ContextType>;
  nextSlotStartsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  playOrder?: Resolver<ResolversTypes['PlayOrder'], ParentType, ContextType>;
  progressMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progressUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  queue?: Resolver<Array<ResolversTypes['Track']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PlaybackState'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Volume'], ParentType, ContextType>;
}>;

export type PlaybackHistoryConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaybackHistoryConnection'] = ResolversParentTypes['PlaybackHistoryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PlaybackHistoryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PlaybackHistoryEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaybackHistoryEdge'] = ResolversParentTypes['PlaybackHistoryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PlayedTrack'], ParentType, ContextType>;
}>;

export type PlaybackOverrideResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaybackOverride'] = ResolversParentTypes['PlaybackOverride']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soundZones?: Resolver<Array<ResolversTypes['SoundZone']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Assignable'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['PlaybackOverrideTarget'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PlaybackOverrideTargetResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaybackOverrideTarget'] = ResolversParentTypes['PlaybackOverrideTarget']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['PlaybackOverrideTargetKind'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  soundZones?: Resolver<Array<ResolversTypes['SoundZone']>, ParentType, ContextType>;
}>;

export type PlaybackOverrideUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaybackOverrideUpdatePayload'] = ResolversParentTypes['PlaybackOverrideUpdatePayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playbackOverride?: Resolver<Maybe<ResolversTypes['PlaybackOverride']>, ParentType, ContextType>;
}>;

export type PlaybackUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaybackUpdatePayload'] = ResolversParentTypes['PlaybackUpdatePayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
  soundZone?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PlayedTrackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayedTrack'] = ResolversParentTypes['PlayedTrack']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playFrom?: Resolver<Maybe<ResolversTypes['PlayableSource']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  track?: Resolver<ResolversTypes['Track'], ParentType, ContextType>;
}>;

export type PlaylistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Playlist'] = ResolversParentTypes['Playlist']> = ResolversObject<{
  composer?: Resolver<ResolversTypes['Composer'], ParentType, ContextType>;
  composerType?: Resolver<ResolversTypes['ComposerType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  curated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  curator?: Resolver<Maybe<ResolversTypes['Curator']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inMusicLibrary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<PlaylistInMusicLibraryArgs, 'library'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['PlaylistPermission']>, ParentType, ContextType>;
  presentAs?: Resolver<ResolversTypes['PresentAs'], ParentType, ContextType>;
  presets?: Resolver<ResolversTypes['PlaylistPresets'], ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackStatistics?: Resolver<ResolversTypes['TrackStatistics'], ParentType, ContextType, Partial<PlaylistTrackStatisticsArgs>>;
  tracks?: Resolver<ResolversTypes['PlaylistTrackConnection'], ParentType, ContextType, RequireFields<PlaylistTracksArgs, 'first'>>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PlaylistConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaylistConnection'] = ResolversParentTypes['PlaylistConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PlaylistEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlaylistEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaylistEdge'] = ResolversParentTypes['PlaylistEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
}>;

export type PlaylistPresetsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaylistPresets'] = ResolversParentTypes['PlaylistPresets']> = ResolversObject<{
  allowExplicit?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  playbackMode?: Resolver<ResolversTypes['PlaybackMode'], ParentType, ContextType>;
}>;

export type PlaylistTrackConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaylistTrackConnection'] = ResolversParentTypes['PlaylistTrackConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PlaylistTrackEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PlaylistTrackEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaylistTrackEdge'] = ResolversParentTypes['PlaylistTrackEdge']> = ResolversObject<{
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Track'], ParentType, ContextType>;
}>;

export type PlaylistUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaylistUpdatePayload'] = ResolversParentTypes['PlaylistUpdatePayload']> = ResolversObject<{
  playlist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType>;
}>;

export type PublicApiClientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublicAPIClient'] = ResolversParentTypes['PublicAPIClient']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType, RequireFields<QueryAccountArgs, 'id'>>;
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType, RequireFields<QueryAlbumArgs, 'id'>>;
  artist?: Resolver<Maybe<ResolversTypes['Artist']>, ParentType, ContextType, RequireFields<QueryArtistArgs, 'id'>>;
  browseCategories?: Resolver<Array<ResolversTypes['BrowseCategory']>, ParentType, ContextType, Partial<QueryBrowseCategoriesArgs>>;
  browseCategory?: Resolver<Maybe<ResolversTypes['BrowseCategory']>, ParentType, ContextType, RequireFields<QueryBrowseCategoryArgs, 'id'>>;
  device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType, RequireFields<QueryDeviceArgs, 'id'>>;
  editorialPage?: Resolver<Maybe<ResolversTypes['EditorialPage']>, ParentType, ContextType, RequireFields<QueryEditorialPageArgs, 'input'>>;
  flags?: Resolver<ResolversTypes['Flags'], ParentType, ContextType, RequireFields<QueryFlagsArgs, 'context'>>;
  getTracksFromPrompt?: Resolver<ResolversTypes['TracksFromPrompt'], ParentType, ContextType, RequireFields<QueryGetTracksFromPromptArgs, 'prompt'>>;
  library?: Resolver<Maybe<ResolversTypes['Library']>, ParentType, ContextType, RequireFields<QueryLibraryArgs, 'owner'>>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'id'>>;
  me?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  musicLibrary?: Resolver<Maybe<ResolversTypes['MusicLibrary']>, ParentType, ContextType, RequireFields<QueryMusicLibraryArgs, 'id'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  nowPlaying?: Resolver<Maybe<ResolversTypes['NowPlaying']>, ParentType, ContextType, RequireFields<QueryNowPlayingArgs, 'soundZone'>>;
  playbackOverrides?: Resolver<Array<ResolversTypes['PlaybackOverride']>, ParentType, ContextType, RequireFields<QueryPlaybackOverridesArgs, 'account' | 'includeEnded'>>;
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType, RequireFields<QueryPlaylistArgs, 'id'>>;
  queryInfo?: Resolver<ResolversTypes['QueryInfo'], ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType, RequireFields<QueryScheduleArgs, 'id'>>;
  search?: Resolver<ResolversTypes['SearchConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'query' | 'types'>>;
  soundZone?: Resolver<Maybe<ResolversTypes['SoundZone']>, ParentType, ContextType, RequireFields<QuerySoundZoneArgs, 'id'>>;
  spotifyConnection?: Resolver<Maybe<ResolversTypes['SpotifyConnection']>, ParentType, ContextType>;
  station?: Resolver<Maybe<ResolversTypes['CadenceStation']>, ParentType, ContextType, RequireFields<QueryStationArgs, 'id'>>;
  track?: Resolver<Maybe<ResolversTypes['Track']>, ParentType, ContextType, RequireFields<QueryTrackArgs, 'id'>>;
  tracksByTitle?: Resolver<Array<ResolversTypes['Track']>, ParentType, ContextType, RequireFields<QueryTracksByTitleArgs, 'first' | 'title'>>;
}>;

export type QueryInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QueryInfo'] = ResolversParentTypes['QueryInfo']> = ResolversObject<{
  complexity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxComplexity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RadioPlaylistComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RadioPlaylistComposer'] = ResolversParentTypes['RadioPlaylistComposer']> = ResolversObject<{
  seeds?: Resolver<Array<ResolversTypes['RadioPlaylistRef']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RadioPlaylistRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RadioPlaylistRef'] = ResolversParentTypes['RadioPlaylistRef']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Album' | 'Artist' | 'Playlist' | 'Track', ParentType, ContextType>;
}>;

export type RecipeComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecipeComposer'] = ResolversParentTypes['RecipeComposer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tagGroups?: Resolver<Array<ResolversTypes['TagGroup']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RecordOnboardingStepPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecordOnboardingStepPayload'] = ResolversParentTypes['RecordOnboardingStepPayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type ReferralResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referredAccounts?: Resolver<ResolversTypes['ReferredAccounts'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReferredAccountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReferredAccounts'] = ResolversParentTypes['ReferredAccounts']> = ResolversObject<{
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefreshLoginPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RefreshLoginPayload'] = ResolversParentTypes['RefreshLoginPayload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportChatHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScheduleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  composer?: Resolver<Maybe<ResolversTypes['ZoneScheduleComposer']>, ParentType, ContextType>;
  composerType?: Resolver<ResolversTypes['ScheduleComposerType'], ParentType, ContextType>;
  curator?: Resolver<Maybe<ResolversTypes['Curator']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inMusicLibrary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<ScheduleInMusicLibraryArgs, 'library'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  omitFromLibrary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['SchedulePermission']>, ParentType, ContextType>;
  presentAs?: Resolver<ResolversTypes['PresentAs'], ParentType, ContextType>;
  shortDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['ScheduleSlot']>, ParentType, ContextType>;
  soundZoneCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ScheduleConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleConnection'] = ResolversParentTypes['ScheduleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ScheduleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScheduleEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleEdge'] = ResolversParentTypes['ScheduleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
}>;

export type ScheduleSlotResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleSlot'] = ResolversParentTypes['ScheduleSlot']> = ResolversObject<{
  dtstart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playlists?: Resolver<Array<ResolversTypes['Playlist']>, ParentType, ContextType>;
  rrule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ScheduleSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleSource'] = ResolversParentTypes['ScheduleSource']> = ResolversObject<{
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ScheduleUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduleUpdatePayload'] = ResolversParentTypes['ScheduleUpdatePayload']> = ResolversObject<{
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
}>;

export type ScheduledTierChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScheduledTierChange'] = ResolversParentTypes['ScheduledTierChange']> = ResolversObject<{
  tierChangeDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  upcomingTier?: Resolver<ResolversTypes['Tier'], ParentType, ContextType>;
}>;

export type SearchConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchConnection'] = ResolversParentTypes['SearchConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SearchEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchEdge'] = ResolversParentTypes['SearchEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType>;
}>;

export type SearchPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchPage'] = ResolversParentTypes['SearchPage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['EditorialSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Album' | 'Artist' | 'BrowseCategory' | 'Playlist' | 'Track', ParentType, ContextType>;
}>;

export type SeedComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeedComposer'] = ResolversParentTypes['SeedComposer']> = ResolversObject<{
  seeds?: Resolver<Array<ResolversTypes['Track']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SetPlayFromPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetPlayFromPayload'] = ResolversParentTypes['SetPlayFromPayload']> = ResolversObject<{
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SetUserKeyValuePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetUserKeyValuePayload'] = ResolversParentTypes['SetUserKeyValuePayload']> = ResolversObject<{
  entry?: Resolver<ResolversTypes['UserKeyValue'], ParentType, ContextType>;
}>;

export type SetVolumePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetVolumePayload'] = ResolversParentTypes['SetVolumePayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type SetupGuideResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetupGuide'] = ResolversParentTypes['SetupGuide']> = ResolversObject<{
  remainingTasks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['SetupGuideStep']>, ParentType, ContextType>;
}>;

export type SetupGuideStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetupGuideStep'] = ResolversParentTypes['SetupGuideStep']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['SetupGuideStepName'], ParentType, ContextType>;
}>;

export type SimpleRecipeComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SimpleRecipeComposer'] = ResolversParentTypes['SimpleRecipeComposer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SkipTrackPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SkipTrackPayload'] = ResolversParentTypes['SkipTrackPayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type SoundZoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZone'] = ResolversParentTypes['SoundZone']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  blockedTracks?: Resolver<ResolversTypes['BlockedTrackConnection'], ParentType, ContextType, RequireFields<SoundZoneBlockedTracksArgs, 'first'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  devicePlatform?: Resolver<Maybe<ResolversTypes['DevicePlatform']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['SoundZoneErrorConnection'], ParentType, ContextType, RequireFields<SoundZoneErrorsArgs, 'first' | 'state'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPaired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nowPlaying?: Resolver<Maybe<ResolversTypes['NowPlaying']>, ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['SoundZonePermission']>, ParentType, ContextType>;
  playFrom?: Resolver<Maybe<ResolversTypes['Assignable']>, ParentType, ContextType>;
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
  playbackHistory?: Resolver<ResolversTypes['PlaybackHistoryConnection'], ParentType, ContextType, RequireFields<SoundZonePlaybackHistoryArgs, 'first'>>;
  remoteCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['SoundZoneSettings']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SoundZoneStatus'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['SoundZoneSubscription'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SoundZoneAssignSourcePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneAssignSourcePayload'] = ResolversParentTypes['SoundZoneAssignSourcePayload']> = ResolversObject<{
  soundZones?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SoundZoneClearQueuedTracksPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneClearQueuedTracksPayload'] = ResolversParentTypes['SoundZoneClearQueuedTracksPayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type SoundZoneConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneConnection'] = ResolversParentTypes['SoundZoneConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SoundZoneEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  stateTotals?: Resolver<Array<ResolversTypes['SoundZoneStateTotal']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SoundZoneCreatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneCreatePayload'] = ResolversParentTypes['SoundZoneCreatePayload']> = ResolversObject<{
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SoundZoneCreatedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneCreated'] = ResolversParentTypes['SoundZoneCreated']> = ResolversObject<{
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SoundZoneDeletePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneDeletePayload'] = ResolversParentTypes['SoundZoneDeletePayload']> = ResolversObject<{
  deletedSoundZoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SoundZoneDeletedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneDeleted'] = ResolversParentTypes['SoundZoneDeleted']> = ResolversObject<{
  soundZoneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SoundZoneEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneEdge'] = ResolversParentTypes['SoundZoneEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SoundZoneErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneError'] = ResolversParentTypes['SoundZoneError']> = ResolversObject<{
  cause?: Resolver<ResolversTypes['SoundZoneErrorCause'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SoundZoneErrorConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneErrorConnection'] = ResolversParentTypes['SoundZoneErrorConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['SoundZoneErrorEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SoundZoneErrorEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneErrorEdge'] = ResolversParentTypes['SoundZoneErrorEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['SoundZoneError'], ParentType, ContextType>;
}>;

export type SoundZoneEventForParentPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneEventForParentPayload'] = ResolversParentTypes['SoundZoneEventForParentPayload']> = ResolversObject<{
  event?: Resolver<ResolversTypes['SoundZoneParentEvent'], ParentType, ContextType>;
}>;

export type SoundZoneInitiatePairingPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneInitiatePairingPayload'] = ResolversParentTypes['SoundZoneInitiatePairingPayload']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pairingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SoundZoneParentEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneParentEvent'] = ResolversParentTypes['SoundZoneParentEvent']> = ResolversObject<{
  __resolveType: TypeResolveFn<'LocationCreated' | 'LocationDeleted' | 'SoundZoneCreated' | 'SoundZoneDeleted', ParentType, ContextType>;
}>;

export type SoundZoneQueueTracksPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneQueueTracksPayload'] = ResolversParentTypes['SoundZoneQueueTracksPayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type SoundZoneSetPlaybackOrderPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneSetPlaybackOrderPayload'] = ResolversParentTypes['SoundZoneSetPlaybackOrderPayload']> = ResolversObject<{
  playback?: Resolver<ResolversTypes['Playback'], ParentType, ContextType>;
}>;

export type SoundZoneSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneSettings'] = ResolversParentTypes['SoundZoneSettings']> = ResolversObject<{
  bitrate?: Resolver<ResolversTypes['Bitrate'], ParentType, ContextType>;
  crossfade?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  crossfadeLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultVolume?: Resolver<ResolversTypes['Volume'], ParentType, ContextType>;
  discoverable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  diskcacheMaxMb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadLimitation?: Resolver<ResolversTypes['DownloadLimitation'], ParentType, ContextType>;
  mono?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffControl?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  volumeEq?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SoundZoneStateTotalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneStateTotal'] = ResolversParentTypes['SoundZoneStateTotal']> = ResolversObject<{
  state?: Resolver<ResolversTypes['SoundZoneState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SoundZoneStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneStatus'] = ResolversParentTypes['SoundZoneStatus']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['SoundZoneStatusCode']>, ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['SoundZoneStatusCode']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['SoundZoneStatusMessage'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SoundZoneState'], ParentType, ContextType>;
}>;

export type SoundZoneSubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneSubscription'] = ResolversParentTypes['SoundZoneSubscription']> = ResolversObject<{
  activeUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gracePeriod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reactivateAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SoundZoneSubscriptionState'], ParentType, ContextType>;
}>;

export type SoundZoneUnpairPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneUnpairPayload'] = ResolversParentTypes['SoundZoneUnpairPayload']> = ResolversObject<{
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SoundZoneUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneUpdatePayload'] = ResolversParentTypes['SoundZoneUpdatePayload']> = ResolversObject<{
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SoundZoneUpdateSettingsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneUpdateSettingsPayload'] = ResolversParentTypes['SoundZoneUpdateSettingsPayload']> = ResolversObject<{
  soundZones?: Resolver<Array<ResolversTypes['SoundZone']>, ParentType, ContextType>;
}>;

export type SoundZoneUpdateSubscriptionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SoundZoneUpdateSubscriptionPayload'] = ResolversParentTypes['SoundZoneUpdateSubscriptionPayload']> = ResolversObject<{
  soundZone?: Resolver<ResolversTypes['SoundZone'], ParentType, ContextType>;
}>;

export type SpotifyComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SpotifyComposer'] = ResolversParentTypes['SpotifyComposer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spotifyPlaylistUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SpotifyConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SpotifyConnection'] = ResolversParentTypes['SpotifyConnection']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffRemoteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaffRemote'] = ResolversParentTypes['StaffRemote']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  accountUpdate?: SubscriptionResolver<ResolversTypes['AccountUpdatePayload'], "accountUpdate", ParentType, ContextType, RequireFields<SubscriptionAccountUpdateArgs, 'input'>>;
  deviceUpdate?: SubscriptionResolver<ResolversTypes['DeviceUpdatePayload'], "deviceUpdate", ParentType, ContextType, RequireFields<SubscriptionDeviceUpdateArgs, 'input'>>;
  libraryUpdate?: SubscriptionResolver<ResolversTypes['LibraryUpdatePayload'], "libraryUpdate", ParentType, ContextType, RequireFields<SubscriptionLibraryUpdateArgs, 'input'>>;
  locationUpdate?: SubscriptionResolver<ResolversTypes['LocationUpdateSubscriptionPayload'], "locationUpdate", ParentType, ContextType, RequireFields<SubscriptionLocationUpdateArgs, 'input'>>;
  musicLibraryUpdate?: SubscriptionResolver<ResolversTypes['MusicLibraryUpdatePayload'], "musicLibraryUpdate", ParentType, ContextType, RequireFields<SubscriptionMusicLibraryUpdateArgs, 'input'>>;
  nowPlayingUpdate?: SubscriptionResolver<ResolversTypes['NowPlayingUpdatePayload'], "nowPlayingUpdate", ParentType, ContextType, RequireFields<SubscriptionNowPlayingUpdateArgs, 'input'>>;
  playbackOverrideUpdate?: SubscriptionResolver<ResolversTypes['PlaybackOverrideUpdatePayload'], "playbackOverrideUpdate", ParentType, ContextType, RequireFields<SubscriptionPlaybackOverrideUpdateArgs, 'input'>>;
  playbackUpdate?: SubscriptionResolver<ResolversTypes['PlaybackUpdatePayload'], "playbackUpdate", ParentType, ContextType, RequireFields<SubscriptionPlaybackUpdateArgs, 'input'>>;
  playlistUpdate?: SubscriptionResolver<ResolversTypes['PlaylistUpdatePayload'], "playlistUpdate", ParentType, ContextType, RequireFields<SubscriptionPlaylistUpdateArgs, 'input'>>;
  scheduleUpdate?: SubscriptionResolver<ResolversTypes['ScheduleUpdatePayload'], "scheduleUpdate", ParentType, ContextType, RequireFields<SubscriptionScheduleUpdateArgs, 'input'>>;
  soundZoneEventForParent?: SubscriptionResolver<ResolversTypes['SoundZoneEventForParentPayload'], "soundZoneEventForParent", ParentType, ContextType, RequireFields<SubscriptionSoundZoneEventForParentArgs, 'input'>>;
  soundZoneUpdate?: SubscriptionResolver<ResolversTypes['SoundZoneUpdateSubscriptionPayload'], "soundZoneUpdate", ParentType, ContextType, RequireFields<SubscriptionSoundZoneUpdateArgs, 'input'>>;
}>;

export type TagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TagGroup'] = ResolversParentTypes['TagGroup']> = ResolversObject<{
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Track'] = ResolversParentTypes['Track']> = ResolversObject<{
  album?: Resolver<Maybe<ResolversTypes['Album']>, ParentType, ContextType>;
  artists?: Resolver<Array<ResolversTypes['Artist']>, ParentType, ContextType>;
  availableMarkets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  discNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['Display'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explicit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<TrackIsAvailableArgs, 'market'>>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TrackConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrackConnection'] = ResolversParentTypes['TrackConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TrackEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrackEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrackEdge'] = ResolversParentTypes['TrackEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Track'], ParentType, ContextType>;
}>;

export type TrackPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrackPage'] = ResolversParentTypes['TrackPage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['EditorialSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  track?: Resolver<ResolversTypes['Track'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TrackStatisticsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrackStatistics'] = ResolversParentTypes['TrackStatistics']> = ResolversObject<{
  explicit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playableDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TracksFromPromptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TracksFromPrompt'] = ResolversParentTypes['TracksFromPrompt']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracks?: Resolver<Array<ResolversTypes['Track']>, ParentType, ContextType>;
}>;

export type UnblockTrackPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UnblockTrackPayload'] = ResolversParentTypes['UnblockTrackPayload']> = ResolversObject<{
  blockedTrackId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UpdatePlaybackOverridePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdatePlaybackOverridePayload'] = ResolversParentTypes['UpdatePlaybackOverridePayload']> = ResolversObject<{
  playbackOverride?: Resolver<ResolversTypes['PlaybackOverride'], ParentType, ContextType>;
}>;

export type UpdateSchedulePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateSchedulePayload'] = ResolversParentTypes['UpdateSchedulePayload']> = ResolversObject<{
  schedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  accounts?: Resolver<ResolversTypes['UserAccountConnection'], ParentType, ContextType, RequireFields<UserAccountsArgs, 'first'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyValues?: Resolver<Array<ResolversTypes['UserKeyValue']>, ParentType, ContextType, Partial<UserKeyValuesArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startOfWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportChatHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userColorModeSetting?: Resolver<ResolversTypes['ColorMode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserAccountConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserAccountConnection'] = ResolversParentTypes['UserAccountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['UserAccountEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserAccountEdgeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserAccountEdge'] = ResolversParentTypes['UserAccountEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type UserKeyValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserKeyValue'] = ResolversParentTypes['UserKeyValue']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Device' | 'PublicAPIClient' | 'StaffRemote' | 'User', ParentType, ContextType>;
}>;

export interface VolumeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Volume'], any> {
  name: 'Volume';
}

export type WriteFeedbackPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WriteFeedbackPayload'] = ResolversParentTypes['WriteFeedbackPayload']> = ResolversObject<{
  feedbackId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ZoneScheduleComposerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ZoneScheduleComposer'] = ResolversParentTypes['ZoneScheduleComposer']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  Access?: AccessResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  AccountRoles?: AccountRolesResolvers<ContextType>;
  AccountUpdatePayload?: AccountUpdatePayloadResolvers<ContextType>;
  AccountUserConnection?: AccountUserConnectionResolvers<ContextType>;
  AccountUserEdge?: AccountUserEdgeResolvers<ContextType>;
  ActiveOverride?: ActiveOverrideResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  Album?: AlbumResolvers<ContextType>;
  AlbumConnection?: AlbumConnectionResolvers<ContextType>;
  AlbumEdge?: AlbumEdgeResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  ApplePayPaymentMethod?: ApplePayPaymentMethodResolvers<ContextType>;
  ApplyFlagsPayload?: ApplyFlagsPayloadResolvers<ContextType>;
  Artist?: ArtistResolvers<ContextType>;
  ArtistComposer?: ArtistComposerResolvers<ContextType>;
  ArtistPage?: ArtistPageResolvers<ContextType>;
  Assignable?: AssignableResolvers<ContextType>;
  BlockTrackPayload?: BlockTrackPayloadResolvers<ContextType>;
  BlockedTrack?: BlockedTrackResolvers<ContextType>;
  BlockedTrackConnection?: BlockedTrackConnectionResolvers<ContextType>;
  BlockedTrackEdge?: BlockedTrackEdgeResolvers<ContextType>;
  BrowseCategory?: BrowseCategoryResolvers<ContextType>;
  BrowsePage?: BrowsePageResolvers<ContextType>;
  CadenceStation?: CadenceStationResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  Colors?: ColorsResolvers<ContextType>;
  Composer?: ComposerResolvers<ContextType>;
  CreateCustomerAccountPayload?: CreateCustomerAccountPayloadResolvers<ContextType>;
  CreateManualPlaylistPayload?: CreateManualPlaylistPayloadResolvers<ContextType>;
  CreatePlaybackOverridePayload?: CreatePlaybackOverridePayloadResolvers<ContextType>;
  CreateSchedulePayload?: CreateSchedulePayloadResolvers<ContextType>;
  CreateStationPayload?: CreateStationPayloadResolvers<ContextType>;
  CreditCardPaymentMethod?: CreditCardPaymentMethodResolvers<ContextType>;
  Curator?: CuratorResolvers<ContextType>;
  CuratorComposer?: CuratorComposerResolvers<ContextType>;
  CustomerAccountConnection?: CustomerAccountConnectionResolvers<ContextType>;
  CustomerAccountEdge?: CustomerAccountEdgeResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeletePlaybackOverridePayload?: DeletePlaybackOverridePayloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  DevicePairPayload?: DevicePairPayloadResolvers<ContextType>;
  DeviceUpdatePayload?: DeviceUpdatePayloadResolvers<ContextType>;
  Display?: DisplayResolvers<ContextType>;
  Displayable?: DisplayableResolvers<ContextType>;
  Distributor?: DistributorResolvers<ContextType>;
  DistributorPaymentMethod?: DistributorPaymentMethodResolvers<ContextType>;
  DownloadLimitation?: DownloadLimitationResolvers<ContextType>;
  EditorialCard?: EditorialCardResolvers<ContextType>;
  EditorialLink?: EditorialLinkResolvers<ContextType>;
  EditorialNode?: EditorialNodeResolvers<ContextType>;
  EditorialPage?: EditorialPageResolvers<ContextType>;
  EditorialSection?: EditorialSectionResolvers<ContextType>;
  EditorialTab?: EditorialTabResolvers<ContextType>;
  ExternalSpotifyComposer?: ExternalSpotifyComposerResolvers<ContextType>;
  Flag?: FlagResolvers<ContextType>;
  Flags?: FlagsResolvers<ContextType>;
  Genre?: GenreResolvers<ContextType>;
  GooglePayPaymentMethod?: GooglePayPaymentMethodResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImportError?: ImportErrorResolvers<ContextType>;
  ImportSpotifyPlaylistResult?: ImportSpotifyPlaylistResultResolvers<ContextType>;
  ImportSpotifyPlaylistsPayload?: ImportSpotifyPlaylistsPayloadResolvers<ContextType>;
  InvitedBy?: InvitedByResolvers<ContextType>;
  InvoicePaymentMethod?: InvoicePaymentMethodResolvers<ContextType>;
  LegalCertificate?: LegalCertificateResolvers<ContextType>;
  Library?: LibraryResolvers<ContextType>;
  LibraryItemConnection?: LibraryItemConnectionResolvers<ContextType>;
  LibraryItemEdge?: LibraryItemEdgeResolvers<ContextType>;
  LibraryItemNode?: LibraryItemNodeResolvers<ContextType>;
  LibraryUpdatePayload?: LibraryUpdatePayloadResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationConnection?: LocationConnectionResolvers<ContextType>;
  LocationCreatePayload?: LocationCreatePayloadResolvers<ContextType>;
  LocationCreated?: LocationCreatedResolvers<ContextType>;
  LocationDeleted?: LocationDeletedResolvers<ContextType>;
  LocationEdge?: LocationEdgeResolvers<ContextType>;
  LocationUpdatePayload?: LocationUpdatePayloadResolvers<ContextType>;
  LocationUpdateSubscriptionPayload?: LocationUpdateSubscriptionPayloadResolvers<ContextType>;
  LoginUserPayload?: LoginUserPayloadResolvers<ContextType>;
  LogoutUserPayload?: LogoutUserPayloadResolvers<ContextType>;
  Manual?: ManualResolvers<ContextType>;
  ManuallyQueued?: ManuallyQueuedResolvers<ContextType>;
  MembershipRoles?: MembershipRolesResolvers<ContextType>;
  MusicLibrary?: MusicLibraryResolvers<ContextType>;
  MusicLibraryUpdatePayload?: MusicLibraryUpdatePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NowPlaying?: NowPlayingResolvers<ContextType>;
  NowPlayingUpdatePayload?: NowPlayingUpdatePayloadResolvers<ContextType>;
  OnboardingStep?: OnboardingStepResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PausePayload?: PausePayloadResolvers<ContextType>;
  PayPalPaymentMethod?: PayPalPaymentMethodResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PendingUser?: PendingUserResolvers<ContextType>;
  PendingUserConnection?: PendingUserConnectionResolvers<ContextType>;
  PendingUserEdge?: PendingUserEdgeResolvers<ContextType>;
  PlayPayload?: PlayPayloadResolvers<ContextType>;
  PlayableSource?: PlayableSourceResolvers<ContextType>;
  Playback?: PlaybackResolvers<ContextType>;
  PlaybackHistoryConnection?: PlaybackHistoryConnectionResolvers<ContextType>;
  PlaybackHistoryEdge?: PlaybackHistoryEdgeResolvers<ContextType>;
  PlaybackOverride?: PlaybackOverrideResolvers<ContextType>;
  PlaybackOverrideTarget?: PlaybackOverrideTargetResolvers<ContextType>;
  PlaybackOverrideUpdatePayload?: PlaybackOverrideUpdatePayloadResolvers<ContextType>;
  PlaybackUpdatePayload?: PlaybackUpdatePayloadResolvers<ContextType>;
  PlayedTrack?: PlayedTrackResolvers<ContextType>;
  Playlist?: PlaylistResolvers<ContextType>;
  PlaylistConnection?: PlaylistConnectionResolvers<ContextType>;
  PlaylistEdge?: PlaylistEdgeResolvers<ContextType>;
  PlaylistPresets?: PlaylistPresetsResolvers<ContextType>;
  PlaylistTrackConnection?: PlaylistTrackConnectionResolvers<ContextType>;
  PlaylistTrackEdge?: PlaylistTrackEdgeResolvers<ContextType>;
  PlaylistUpdatePayload?: PlaylistUpdatePayloadResolvers<ContextType>;
  PublicAPIClient?: PublicApiClientResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueryInfo?: QueryInfoResolvers<ContextType>;
  RadioPlaylistComposer?: RadioPlaylistComposerResolvers<ContextType>;
  RadioPlaylistRef?: RadioPlaylistRefResolvers<ContextType>;
  RecipeComposer?: RecipeComposerResolvers<ContextType>;
  RecordOnboardingStepPayload?: RecordOnboardingStepPayloadResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReferredAccounts?: ReferredAccountsResolvers<ContextType>;
  RefreshLoginPayload?: RefreshLoginPayloadResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScheduleConnection?: ScheduleConnectionResolvers<ContextType>;
  ScheduleEdge?: ScheduleEdgeResolvers<ContextType>;
  ScheduleSlot?: ScheduleSlotResolvers<ContextType>;
  ScheduleSource?: ScheduleSourceResolvers<ContextType>;
  ScheduleUpdatePayload?: ScheduleUpdatePayloadResolvers<ContextType>;
  ScheduledTierChange?: ScheduledTierChangeResolvers<ContextType>;
  SearchConnection?: SearchConnectionResolvers<ContextType>;
  SearchEdge?: SearchEdgeResolvers<ContextType>;
  SearchPage?: SearchPageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SeedComposer?: SeedComposerResolvers<ContextType>;
  SetPlayFromPayload?: SetPlayFromPayloadResolvers<ContextType>;
  SetUserKeyValuePayload?: SetUserKeyValuePayloadResolvers<ContextType>;
  SetVolumePayload?: SetVolumePayloadResolvers<ContextType>;
  SetupGuide?: SetupGuideResolvers<ContextType>;
  SetupGuideStep?: SetupGuideStepResolvers<ContextType>;
  SimpleRecipeComposer?: SimpleRecipeComposerResolvers<ContextType>;
  SkipTrackPayload?: SkipTrackPayloadResolvers<ContextType>;
  SoundZone?: SoundZoneResolvers<ContextType>;
  SoundZoneAssignSourcePayload?: SoundZoneAssignSourcePayloadResolvers<ContextType>;
  SoundZoneClearQueuedTracksPayload?: SoundZoneClearQueuedTracksPayloadResolvers<ContextType>;
  SoundZoneConnection?: SoundZoneConnectionResolvers<ContextType>;
  SoundZoneCreatePayload?: SoundZoneCreatePayloadResolvers<ContextType>;
  SoundZoneCreated?: SoundZoneCreatedResolvers<ContextType>;
  SoundZoneDeletePayload?: SoundZoneDeletePayloadResolvers<ContextType>;
  SoundZoneDeleted?: SoundZoneDeletedResolvers<ContextType>;
  SoundZoneEdge?: SoundZoneEdgeResolvers<ContextType>;
  SoundZoneError?: SoundZoneErrorResolvers<ContextType>;
  SoundZoneErrorConnection?: SoundZoneErrorConnectionResolvers<ContextType>;
  SoundZoneErrorEdge?: SoundZoneErrorEdgeResolvers<ContextType>;
  SoundZoneEventForParentPayload?: SoundZoneEventForParentPayloadResolvers<ContextType>;
  SoundZoneInitiatePairingPayload?: SoundZoneInitiatePairingPayloadResolvers<ContextType>;
  SoundZoneParentEvent?: SoundZoneParentEventResolvers<ContextType>;
  SoundZoneQueueTracksPayload?: SoundZoneQueueTracksPayloadResolvers<ContextType>;
  SoundZoneSetPlaybackOrderPayload?: SoundZoneSetPlaybackOrderPayloadResolvers<ContextType>;
  SoundZoneSettings?: SoundZoneSettingsResolvers<ContextType>;
  SoundZoneStateTotal?: SoundZoneStateTotalResolvers<ContextType>;
  SoundZoneStatus?: SoundZoneStatusResolvers<ContextType>;
  SoundZoneSubscription?: SoundZoneSubscriptionResolvers<ContextType>;
  SoundZoneUnpairPayload?: SoundZoneUnpairPayloadResolvers<ContextType>;
  SoundZoneUpdatePayload?: SoundZoneUpdatePayloadResolvers<ContextType>;
  SoundZoneUpdateSettingsPayload?: SoundZoneUpdateSettingsPayloadResolvers<ContextType>;
  SoundZoneUpdateSubscriptionPayload?: SoundZoneUpdateSubscriptionPayloadResolvers<ContextType>;
  SpotifyComposer?: SpotifyComposerResolvers<ContextType>;
  SpotifyConnection?: SpotifyConnectionResolvers<ContextType>;
  StaffRemote?: StaffRemoteResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagGroup?: TagGroupResolvers<ContextType>;
  Track?: TrackResolvers<ContextType>;
  TrackConnection?: TrackConnectionResolvers<ContextType>;
  TrackEdge?: TrackEdgeResolvers<ContextType>;
  TrackPage?: TrackPageResolvers<ContextType>;
  TrackStatistics?: TrackStatisticsResolvers<ContextType>;
  TracksFromPrompt?: TracksFromPromptResolvers<ContextType>;
  UnblockTrackPayload?: UnblockTrackPayloadResolvers<ContextType>;
  UpdatePlaybackOverridePayload?: UpdatePlaybackOverridePayloadResolvers<ContextType>;
  UpdateSchedulePayload?: UpdateSchedulePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccountConnection?: UserAccountConnectionResolvers<ContextType>;
  UserAccountEdge?: UserAccountEdgeResolvers<ContextType>;
  UserKeyValue?: UserKeyValueResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Volume?: GraphQLScalarType;
  WriteFeedbackPayload?: WriteFeedbackPayloadResolvers<ContextType>;
  ZoneScheduleComposer?: ZoneScheduleComposerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = RequestContext> = ResolversObject<{
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
}>;
