import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RequestContext } from '../../../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO 8601 string with offset, e.g. 2026-11-22T14:30:00Z. */
  DateTime: { input: string; output: string; }
  /** A playback volume: an integer from 0 (silent) to 16 (loudest). */
  Volume: { input: number; output: number; }
};

/** A zone and a client name to create a playback client for. */
export type CreatePlaybackClientInput = {
  /** Client description (the browser's name and version). */
  description: Scalars['String']['input'];
  /** Client name (the browser's name). */
  name: Scalars['String']['input'];
  /** The zone this client becomes the player of. */
  soundZoneId: Scalars['ID']['input'];
};

/** A playback client. */
export type CreatePlaybackClientPayload = {
  __typename?: 'CreatePlaybackClientPayload';
  /** Client id (a timestamp plus a random part). */
  clientId: Scalars['ID']['output'];
  /** The player's state. */
  player: PlayerState;
  /** Playback token for this client; sent as the bearer token to this API. */
  token: Scalars['String']['output'];
};

/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Clear the queue (needs tier 2 or more). */
  clearQueue: PlayerPayload;
  /** Make this client (a web tab) the player of a zone: unpairs the zone's current device and returns a playback token. */
  createPlaybackClient: CreatePlaybackClientPayload;
  /** Pause playback. */
  pause: PlayerPayload;
  /** Start playback. */
  play: PlayerPayload;
  /** Queue tracks to play next (tier-3 plays single tracks on demand). */
  queueTracks: PlayerPayload;
  /** Report what a web player is doing: a track started, progressed, finished, was skipped or failed. */
  reportProgress: PlayerPayload;
  /** Turn crossfade on or off and set its length. */
  setCrossfade: PlayerPayload;
  /** Set the play order (one of availablePlayOrders). */
  setPlayOrder: PlayerPayload;
  /** Set the volume. */
  setVolume: PlayerPayload;
  /** Skip to the next track. */
  skipTrack: PlayerPayload;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationClearQueueArgs = {
  input: PlayerInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationCreatePlaybackClientArgs = {
  input: CreatePlaybackClientInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationPauseArgs = {
  input: PlayerInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationPlayArgs = {
  input: PlayerInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationQueueTracksArgs = {
  input: PlayerQueueTracksInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationReportProgressArgs = {
  input: ReportProgressInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationSetCrossfadeArgs = {
  input: PlayerSetCrossfadeInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationSetPlayOrderArgs = {
  input: PlayerSetPlayOrderInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationSetVolumeArgs = {
  input: PlayerSetVolumeInput;
};


/** Entry points for changing playback. Each takes one input and returns the player's new state. */
export type MutationSkipTrackArgs = {
  input: PlayerInput;
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

/** Default order of a playlist. */
export type PlaybackMode =
  /** In order. */
  | 'linear'
  /** Shuffled. */
  | 'shuffle';

/** An album as a player shows it. */
export type PlayerAlbum = {
  __typename?: 'PlayerAlbum';
  /** How to show it. */
  display: PlayerDisplay;
  /** Album id. */
  id: Scalars['ID']['output'];
};

/** How to show a source, track or album. */
export type PlayerDisplay = {
  __typename?: 'PlayerDisplay';
  /** Colour (hex) of the artwork. */
  color?: Maybe<Scalars['String']['output']>;
  /** Artwork URL template with %w and %h. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** The zone to act on. */
export type PlayerInput = {
  /** Zone; the token's own zone when left out. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
};

/** A track to play, with where to stream it. */
export type PlayerItem = {
  __typename?: 'PlayerItem';
  /** It is a messaging campaign's announcement (track then names the message, streamUrl its speech), played between two tracks and never crossfaded. */
  announcement: Scalars['Boolean']['output'];
  /** Queue entry id. */
  id: Scalars['ID']['output'];
  /** It was queued by hand. */
  manuallyQueued: Scalars['Boolean']['output'];
  /** Audio URL (supports HTTP Range). */
  streamUrl: Scalars['String']['output'];
  /** The track. */
  track: PlayerTrack;
};

/** How a client relates to a zone's player. */
export type PlayerMode =
  /** This device is the zone's player. */
  | 'local'
  /** This client controls a player elsewhere. */
  | 'remote'
  /** This web tab is the zone's player (through a playback token). */
  | 'web';

/** The player after a change. */
export type PlayerPayload = {
  __typename?: 'PlayerPayload';
  /** The player's new state. */
  player: PlayerState;
};

/** Tracks to queue. */
export type PlayerQueueTracksInput = {
  /** Clear the queue first. */
  clearQueuedTracks?: InputMaybe<Scalars['Boolean']['input']>;
  /** Play the first now. */
  immediate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Zone; the token's own zone when left out. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
  /** Track ids, in order. */
  tracks: Array<Scalars['ID']['input']>;
};

/** Crossfade settings. */
export type PlayerSetCrossfadeInput = {
  /** Crossfade on or off. */
  crossfade: Scalars['Boolean']['input'];
  /** Length in seconds. */
  crossfadeLength: Scalars['Int']['input'];
  /** Zone; the token's own zone when left out. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
};

/** A new play order. */
export type PlayerSetPlayOrderInput = {
  /** The order. */
  playOrder: PlayOrder;
  /** Zone; the token's own zone when left out. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
};

/** A new volume. */
export type PlayerSetVolumeInput = {
  /** Zone; the token's own zone when left out. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
  /** Volume, 0 to 16. */
  volume: Scalars['Volume']['input'];
};

/** The source a player plays. */
export type PlayerSource = {
  __typename?: 'PlayerSource';
  /** How to show it. */
  display: PlayerDisplay;
  /** Playlist, schedule or station id. */
  id: Scalars['ID']['output'];
  /** Kind of source. */
  kind: PlayerSourceKind;
  /** Presets of the source. */
  presets: PlayerSourcePresets;
};

/** Kinds of source. */
export type PlayerSourceKind =
  /** A playlist (or station made from one). */
  | 'PLAYLIST'
  /** A schedule. */
  | 'SCHEDULE'
  /** A catalogue station. */
  | 'STATION';

/** Presets of a source. */
export type PlayerSourcePresets = {
  __typename?: 'PlayerSourcePresets';
  /** Default order. */
  playbackMode: PlaybackMode;
};

/** The state of one zone's player. */
export type PlayerState = {
  __typename?: 'PlayerState';
  /** Orders the current source allows. */
  availablePlayOrders: Array<PlayOrder>;
  /** The current track and where to stream it; null between tracks. */
  current?: Maybe<PlayerItem>;
  /** How this client relates to the zone's player. */
  mode: PlayerMode;
  /** When the next schedule slot starts; null when unknown (reset whenever the source changes). */
  nextSlotStartsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The zone's player is online. */
  online: Scalars['Boolean']['output'];
  /** Order the source plays in. */
  playOrder: PlayOrder;
  /** Position in the current track in milliseconds, as of progressUpdatedAt. */
  progress: Scalars['Int']['output'];
  /** When progress was measured. */
  progressUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The source playing; null when none is assigned. */
  source?: Maybe<PlayerSource>;
  /** Playing or paused (default paused). */
  status: PlayerStatus;
  /** Playback tier of the account: 1 plays music, 2 may clear the queue, 3 plays single tracks on demand. */
  tier: Scalars['Int']['output'];
  /** Id of the current track; equal to current.track.id when current is known. */
  trackId?: Maybe<Scalars['ID']['output']>;
  /** Tracks to play next; the first is next. */
  upcoming: Array<PlayerItem>;
  /** Volume, 0 to 16. */
  volume: Scalars['Volume']['output'];
  /** The zone. */
  zone: PlayerZone;
};

/** The zone to watch. */
export type PlayerStateUpdateInput = {
  /** Zone; the token's own zone when left out. */
  soundZone?: InputMaybe<Scalars['ID']['input']>;
};

/** The player's state changed. */
export type PlayerStateUpdatePayload = {
  __typename?: 'PlayerStateUpdatePayload';
  /** The player's state now. */
  player: PlayerState;
};

/** Playing or paused. */
export type PlayerStatus =
  /** Paused. */
  | 'paused'
  /** Playing. */
  | 'playing';

/** A track as a player needs it. */
export type PlayerTrack = {
  __typename?: 'PlayerTrack';
  /** Album. */
  album?: Maybe<PlayerAlbum>;
  /** Artist names, joined for display. */
  artistNames: Array<Scalars['String']['output']>;
  /** Length in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** Contains explicit lyrics. */
  explicit: Scalars['Boolean']['output'];
  /** Track id. */
  id: Scalars['ID']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** The zone a player plays. */
export type PlayerZone = {
  __typename?: 'PlayerZone';
  /** Country of the location (ISO 3166-1 alpha-2), the market tracks must be available in. */
  country: Scalars['String']['output'];
  /** Zone id. */
  id: Scalars['ID']['output'];
  /** Location id. */
  locationId: Scalars['ID']['output'];
  /** Zone name. */
  name: Scalars['String']['output'];
  /** Player settings of the zone. */
  settings: PlayerZoneSettings;
};

/** Player settings of a zone. */
export type PlayerZoneSettings = {
  __typename?: 'PlayerZoneSettings';
  /** Crossfade between tracks. */
  crossfade: Scalars['Boolean']['output'];
  /** Crossfade length in seconds, 0 to 10. */
  crossfadeLength: Scalars['Int']['output'];
};

/** Things a web player reports. */
export type ProgressEvent =
  /** A track failed to play. */
  | 'ERROR'
  /** A track played to the end. */
  | 'FINISHED'
  /** Periodic position report. */
  | 'PROGRESS'
  /** A track started. */
  | 'STARTED';

/** Entry points for reading. */
export type Query = {
  __typename?: 'Query';
  /** The state of a player: the zone given, or the token's own zone when none is given. */
  player: PlayerState;
};


/** Entry points for reading. */
export type QueryPlayerArgs = {
  soundZone?: InputMaybe<Scalars['ID']['input']>;
};

/** What a web player is doing. */
export type ReportProgressInput = {
  /** Error message when event is ERROR ('Could not play song'). */
  error?: InputMaybe<Scalars['String']['input']>;
  /** What happened. */
  event: ProgressEvent;
  /** Position in the track in milliseconds. */
  positionMs: Scalars['Int']['input'];
  /** The track it happened to. */
  trackId: Scalars['ID']['input'];
};

/**
 * Live player state over graphql-ws at `/lucy/playback/ws` (connection parameter
 * `Authorization: Bearer {token}`). Close codes as in the control API; 4401 when the playback token was
 * taken over by another client or the device was unpaired.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** The player's state, first as it is and then after every change. */
  playerStateUpdate: PlayerStateUpdatePayload;
};


/**
 * Live player state over graphql-ws at `/lucy/playback/ws` (connection parameter
 * `Authorization: Bearer {token}`). Close codes as in the control API; 4401 when the playback token was
 * taken over by another client or the device was unpaired.
 */
export type SubscriptionPlayerStateUpdateArgs = {
  input: PlayerStateUpdateInput;
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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreatePlaybackClientInput: CreatePlaybackClientInput;
  CreatePlaybackClientPayload: ResolverTypeWrapper<CreatePlaybackClientPayload>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PlayOrder: PlayOrder;
  PlaybackMode: PlaybackMode;
  PlayerAlbum: ResolverTypeWrapper<PlayerAlbum>;
  PlayerDisplay: ResolverTypeWrapper<PlayerDisplay>;
  PlayerInput: PlayerInput;
  PlayerItem: ResolverTypeWrapper<PlayerItem>;
  PlayerMode: PlayerMode;
  PlayerPayload: ResolverTypeWrapper<PlayerPayload>;
  PlayerQueueTracksInput: PlayerQueueTracksInput;
  PlayerSetCrossfadeInput: PlayerSetCrossfadeInput;
  PlayerSetPlayOrderInput: PlayerSetPlayOrderInput;
  PlayerSetVolumeInput: PlayerSetVolumeInput;
  PlayerSource: ResolverTypeWrapper<PlayerSource>;
  PlayerSourceKind: PlayerSourceKind;
  PlayerSourcePresets: ResolverTypeWrapper<PlayerSourcePresets>;
  PlayerState: ResolverTypeWrapper<PlayerState>;
  PlayerStateUpdateInput: PlayerStateUpdateInput;
  PlayerStateUpdatePayload: ResolverTypeWrapper<PlayerStateUpdatePayload>;
  PlayerStatus: PlayerStatus;
  PlayerTrack: ResolverTypeWrapper<PlayerTrack>;
  PlayerZone: ResolverTypeWrapper<PlayerZone>;
  PlayerZoneSettings: ResolverTypeWrapper<PlayerZoneSettings>;
  ProgressEvent: ProgressEvent;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReportProgressInput: ReportProgressInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Volume: ResolverTypeWrapper<Scalars['Volume']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  CreatePlaybackClientInput: CreatePlaybackClientInput;
  CreatePlaybackClientPayload: CreatePlaybackClientPayload;
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PlayerAlbum: PlayerAlbum;
  PlayerDisplay: PlayerDisplay;
  PlayerInput: PlayerInput;
  PlayerItem: PlayerItem;
  PlayerPayload: PlayerPayload;
  PlayerQueueTracksInput: PlayerQueueTracksInput;
  PlayerSetCrossfadeInput: PlayerSetCrossfadeInput;
  PlayerSetPlayOrderInput: PlayerSetPlayOrderInput;
  PlayerSetVolumeInput: PlayerSetVolumeInput;
  PlayerSource: PlayerSource;
  PlayerSourcePresets: PlayerSourcePresets;
  PlayerState: PlayerState;
  PlayerStateUpdateInput: PlayerStateUpdateInput;
  PlayerStateUpdatePayload: PlayerStateUpdatePayload;
  PlayerTrack: PlayerTrack;
  PlayerZone: PlayerZone;
  PlayerZoneSettings: PlayerZoneSettings;
  Query: Record<PropertyKey, never>;
  ReportProgressInput: ReportProgressInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Volume: Scalars['Volume']['output'];
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

export type CreatePlaybackClientPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreatePlaybackClientPayload'] = ResolversParentTypes['CreatePlaybackClientPayload']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['PlayerState'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  clearQueue?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationClearQueueArgs, 'input'>>;
  createPlaybackClient?: Resolver<ResolversTypes['CreatePlaybackClientPayload'], ParentType, ContextType, RequireFields<MutationCreatePlaybackClientArgs, 'input'>>;
  pause?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationPauseArgs, 'input'>>;
  play?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationPlayArgs, 'input'>>;
  queueTracks?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationQueueTracksArgs, 'input'>>;
  reportProgress?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationReportProgressArgs, 'input'>>;
  setCrossfade?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationSetCrossfadeArgs, 'input'>>;
  setPlayOrder?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationSetPlayOrderArgs, 'input'>>;
  setVolume?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationSetVolumeArgs, 'input'>>;
  skipTrack?: Resolver<ResolversTypes['PlayerPayload'], ParentType, ContextType, RequireFields<MutationSkipTrackArgs, 'input'>>;
}>;

export type PlayerAlbumResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerAlbum'] = ResolversParentTypes['PlayerAlbum']> = ResolversObject<{
  display?: Resolver<ResolversTypes['PlayerDisplay'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PlayerDisplayResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerDisplay'] = ResolversParentTypes['PlayerDisplay']> = ResolversObject<{
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlayerItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerItem'] = ResolversParentTypes['PlayerItem']> = ResolversObject<{
  announcement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manuallyQueued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  streamUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  track?: Resolver<ResolversTypes['PlayerTrack'], ParentType, ContextType>;
}>;

export type PlayerPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerPayload'] = ResolversParentTypes['PlayerPayload']> = ResolversObject<{
  player?: Resolver<ResolversTypes['PlayerState'], ParentType, ContextType>;
}>;

export type PlayerSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerSource'] = ResolversParentTypes['PlayerSource']> = ResolversObject<{
  display?: Resolver<ResolversTypes['PlayerDisplay'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PlayerSourceKind'], ParentType, ContextType>;
  presets?: Resolver<ResolversTypes['PlayerSourcePresets'], ParentType, ContextType>;
}>;

export type PlayerSourcePresetsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerSourcePresets'] = ResolversParentTypes['PlayerSourcePresets']> = ResolversObject<{
  playbackMode?: Resolver<ResolversTypes['PlaybackMode'], ParentType, ContextType>;
}>;

export type PlayerStateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerState'] = ResolversParentTypes['PlayerState']> = ResolversObject<{
  availablePlayOrders?: Resolver<Array<ResolversTypes['PlayOrder']>, ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['PlayerItem']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['PlayerMode'], ParentType, ContextType>;
  nextSlotStartsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playOrder?: Resolver<ResolversTypes['PlayOrder'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progressUpdatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['PlayerSource']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlayerStatus'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  upcoming?: Resolver<Array<ResolversTypes['PlayerItem']>, ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Volume'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['PlayerZone'], ParentType, ContextType>;
}>;

export type PlayerStateUpdatePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerStateUpdatePayload'] = ResolversParentTypes['PlayerStateUpdatePayload']> = ResolversObject<{
  player?: Resolver<ResolversTypes['PlayerState'], ParentType, ContextType>;
}>;

export type PlayerTrackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerTrack'] = ResolversParentTypes['PlayerTrack']> = ResolversObject<{
  album?: Resolver<Maybe<ResolversTypes['PlayerAlbum']>, ParentType, ContextType>;
  artistNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  explicit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlayerZoneResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerZone'] = ResolversParentTypes['PlayerZone']> = ResolversObject<{
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['PlayerZoneSettings'], ParentType, ContextType>;
}>;

export type PlayerZoneSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlayerZoneSettings'] = ResolversParentTypes['PlayerZoneSettings']> = ResolversObject<{
  crossfade?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  crossfadeLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  player?: Resolver<ResolversTypes['PlayerState'], ParentType, ContextType, Partial<QueryPlayerArgs>>;
}>;

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  playerStateUpdate?: SubscriptionResolver<ResolversTypes['PlayerStateUpdatePayload'], "playerStateUpdate", ParentType, ContextType, RequireFields<SubscriptionPlayerStateUpdateArgs, 'input'>>;
}>;

export interface VolumeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Volume'], any> {
  name: 'Volume';
}

export type Resolvers<ContextType = RequestContext> = ResolversObject<{
  CreatePlaybackClientPayload?: CreatePlaybackClientPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PlayerAlbum?: PlayerAlbumResolvers<ContextType>;
  PlayerDisplay?: PlayerDisplayResolvers<ContextType>;
  PlayerItem?: PlayerItemResolvers<ContextType>;
  PlayerPayload?: PlayerPayloadResolvers<ContextType>;
  PlayerSource?: PlayerSourceResolvers<ContextType>;
  PlayerSourcePresets?: PlayerSourcePresetsResolvers<ContextType>;
  PlayerState?: PlayerStateResolvers<ContextType>;
  PlayerStateUpdatePayload?: PlayerStateUpdatePayloadResolvers<ContextType>;
  PlayerTrack?: PlayerTrackResolvers<ContextType>;
  PlayerZone?: PlayerZoneResolvers<ContextType>;
  PlayerZoneSettings?: PlayerZoneSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Volume?: GraphQLScalarType;
}>;

export type DirectiveResolvers<ContextType = RequestContext> = ResolversObject<{
  constraint?: ConstraintDirectiveResolver<any, any, ContextType>;
}>;
