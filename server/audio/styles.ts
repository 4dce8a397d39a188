// How each genre of the catalogue sounds (server/db/seed/words.ts GENRES): tempo ranges by the track's
// tempo tag, the modes its melodies and chords are drawn in, its chord progressions, which instruments
// play the lead, the chords, the pad and the bass, and its drum style. Moods then lean on these.

export type LeadTimbre = 'epiano' | 'piano' | 'pluck' | 'saw' | 'square' | 'organ' | 'bell' | 'strings';
export type PadTimbre = 'warm' | 'strings' | 'glass' | 'organ';
export type BassTimbre = 'upright' | 'finger' | 'synth' | 'sub';
export type DrumStyle = 'none' | 'brush' | 'soft' | 'four' | 'backbeat' | 'funk' | 'latin';
export type BassLine = 'walking' | 'rootFifth' | 'eighths' | 'offbeat' | 'funk' | 'long' | 'tumbao';
export type Comping = 'block' | 'arpeggio' | 'strum' | 'stab' | 'jazz';
export type TempoClass = 'slow' | 'mid-tempo' | 'fast';
export type ModeName = 'ionian' | 'dorian' | 'mixolydian' | 'aeolian' | 'lydian';

export interface Style {
  tempo: Record<TempoClass, readonly [number, number]>;
  modes: readonly ModeName[];
  /** Chord roots as scale degrees (0 = the tonic), one chord per bar. */
  progressions: readonly (readonly number[])[];
  sevenths: boolean;
  leads: readonly LeadTimbre[];
  chords: readonly LeadTimbre[];
  comping: readonly Comping[];
  pads: readonly PadTimbre[];
  bass: readonly BassTimbre[];
  bassLines: readonly BassLine[];
  drums: DrumStyle;
  /** How late the off-beat eighths fall: 0 straight, 1 full triplet swing. */
  swing: number;
  /** Share of the signal sent to the reverb. */
  reverb: number;
  /** Notes per beat the melody moves in at most (2 = eighths, 4 = sixteenths). */
  subdivision: 2 | 4;
  /** Whether a waltz (3/4) may be drawn. */
  waltz: boolean;
}

const POP = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [0, 3, 4, 3],
] as const;

export const STYLES: Record<string, Style> = {
  jazz: {
    tempo: { slow: [72, 92], 'mid-tempo': [104, 132], fast: [138, 168] },
    modes: ['dorian', 'ionian', 'mixolydian'],
    progressions: [
      [1, 4, 0, 0],
      [0, 5, 1, 4],
      [2, 5, 1, 4],
      [1, 4, 0, 3],
    ],
    sevenths: true,
    leads: ['epiano', 'bell', 'piano'],
    chords: ['epiano', 'piano'],
    comping: ['jazz'],
    pads: [],
    bass: ['upright'],
    bassLines: ['walking'],
    drums: 'brush',
    swing: 0.6,
    reverb: 0.22,
    subdivision: 2,
    waltz: true,
  },
  acoustic: {
    tempo: { slow: [68, 86], 'mid-tempo': [92, 116], fast: [118, 132] },
    modes: ['ionian', 'mixolydian', 'aeolian'],
    progressions: POP,
    sevenths: false,
    leads: ['pluck', 'bell', 'piano'],
    chords: ['pluck'],
    comping: ['strum', 'arpeggio'],
    pads: ['warm'],
    bass: ['finger', 'upright'],
    bassLines: ['rootFifth', 'long'],
    drums: 'soft',
    swing: 0,
    reverb: 0.2,
    subdivision: 2,
    waltz: true,
  },
  lounge: {
    tempo: { slow: [78, 92], 'mid-tempo': [94, 112], fast: [114, 124] },
    modes: ['dorian', 'lydian', 'ionian'],
    progressions: [
      [0, 3, 1, 4],
      [1, 4, 0, 5],
      [0, 1, 2, 1],
    ],
    sevenths: true,
    leads: ['epiano', 'bell'],
    chords: ['epiano'],
    comping: ['block', 'jazz'],
    pads: ['warm', 'glass'],
    bass: ['finger', 'sub'],
    bassLines: ['tumbao', 'long', 'rootFifth'],
    drums: 'soft',
    swing: 0.25,
    reverb: 0.3,
    subdivision: 2,
    waltz: false,
  },
  'soul-funk': {
    tempo: { slow: [84, 94], 'mid-tempo': [96, 110], fast: [112, 124] },
    modes: ['mixolydian', 'dorian'],
    progressions: [
      [0, 0, 3, 3],
      [0, 3, 0, 4],
      [1, 4, 1, 4],
    ],
    sevenths: true,
    leads: ['organ', 'square', 'epiano'],
    chords: ['organ', 'epiano'],
    comping: ['stab'],
    pads: ['organ'],
    bass: ['finger'],
    bassLines: ['funk'],
    drums: 'funk',
    swing: 0.15,
    reverb: 0.15,
    subdivision: 4,
    waltz: false,
  },
  electronic: {
    tempo: { slow: [100, 112], 'mid-tempo': [116, 124], fast: [124, 132] },
    modes: ['aeolian', 'dorian', 'ionian'],
    progressions: [
      [0, 5, 3, 4],
      [0, 3, 5, 4],
      [5, 3, 0, 4],
      [0, 0, 5, 6],
    ],
    sevenths: false,
    leads: ['saw', 'square', 'bell'],
    chords: ['saw'],
    comping: ['stab', 'arpeggio'],
    pads: ['glass', 'strings'],
    bass: ['synth'],
    bassLines: ['offbeat', 'eighths'],
    drums: 'four',
    swing: 0,
    reverb: 0.25,
    subdivision: 4,
    waltz: false,
  },
  classical: {
    tempo: { slow: [58, 76], 'mid-tempo': [84, 108], fast: [112, 132] },
    modes: ['ionian', 'aeolian'],
    progressions: [
      [0, 3, 4, 0],
      [0, 5, 1, 4],
      [0, 4, 5, 2, 3, 0, 3, 4],
    ],
    sevenths: false,
    leads: ['strings', 'piano'],
    chords: ['piano'],
    comping: ['arpeggio'],
    pads: ['strings'],
    bass: ['sub'],
    bassLines: ['long'],
    drums: 'none',
    swing: 0,
    reverb: 0.35,
    subdivision: 2,
    waltz: true,
  },
  latin: {
    tempo: { slow: [84, 96], 'mid-tempo': [96, 112], fast: [116, 132] },
    modes: ['ionian', 'dorian', 'mixolydian'],
    progressions: [
      [0, 3, 4, 0],
      [1, 4, 0, 0],
      [0, 4, 4, 0],
    ],
    sevenths: true,
    leads: ['pluck', 'bell', 'epiano'],
    chords: ['pluck', 'piano'],
    comping: ['strum', 'stab'],
    pads: [],
    bass: ['finger'],
    bassLines: ['tumbao'],
    drums: 'latin',
    swing: 0,
    reverb: 0.18,
    subdivision: 4,
    waltz: false,
  },
  'indie-pop': {
    tempo: { slow: [82, 96], 'mid-tempo': [100, 116], fast: [118, 134] },
    modes: ['ionian', 'mixolydian', 'lydian'],
    progressions: POP,
    sevenths: false,
    leads: ['square', 'bell', 'saw'],
    chords: ['pluck', 'saw'],
    comping: ['strum', 'stab'],
    pads: ['warm'],
    bass: ['finger', 'synth'],
    bassLines: ['eighths', 'rootFifth'],
    drums: 'backbeat',
    swing: 0,
    reverb: 0.2,
    subdivision: 2,
    waltz: false,
  },
  folk: {
    tempo: { slow: [70, 88], 'mid-tempo': [92, 112], fast: [116, 132] },
    modes: ['ionian', 'mixolydian', 'dorian'],
    progressions: [
      [0, 3, 0, 4],
      [0, 4, 3, 0],
      [5, 3, 0, 4],
    ],
    sevenths: false,
    leads: ['pluck', 'strings'],
    chords: ['pluck'],
    comping: ['strum', 'arpeggio'],
    pads: [],
    bass: ['upright'],
    bassLines: ['rootFifth'],
    drums: 'none',
    swing: 0.1,
    reverb: 0.22,
    subdivision: 2,
    waltz: true,
  },
  chillout: {
    tempo: { slow: [72, 86], 'mid-tempo': [88, 100], fast: [100, 112] },
    modes: ['aeolian', 'dorian', 'lydian'],
    progressions: [
      [0, 5, 3, 3],
      [0, 3, 0, 3],
      [5, 3, 0, 4],
    ],
    sevenths: true,
    leads: ['bell', 'epiano'],
    chords: ['epiano'],
    comping: ['block', 'arpeggio'],
    pads: ['glass', 'warm'],
    bass: ['sub'],
    bassLines: ['long', 'offbeat'],
    drums: 'soft',
    swing: 0.1,
    reverb: 0.4,
    subdivision: 2,
    waltz: false,
  },
  rock: {
    tempo: { slow: [80, 96], 'mid-tempo': [104, 124], fast: [128, 152] },
    modes: ['aeolian', 'mixolydian', 'ionian'],
    progressions: [
      [0, 6, 3, 0],
      [0, 3, 4, 4],
      [5, 3, 0, 4],
    ],
    sevenths: false,
    leads: ['saw', 'organ'],
    chords: ['saw'],
    comping: ['stab', 'block'],
    pads: ['organ'],
    bass: ['finger'],
    bassLines: ['eighths'],
    drums: 'backbeat',
    swing: 0,
    reverb: 0.15,
    subdivision: 2,
    waltz: false,
  },
  piano: {
    tempo: { slow: [60, 78], 'mid-tempo': [80, 100], fast: [104, 120] },
    modes: ['ionian', 'aeolian', 'lydian'],
    progressions: [
      [0, 5, 3, 4],
      [0, 3, 5, 4],
      [5, 3, 0, 4],
    ],
    sevenths: true,
    leads: ['piano'],
    chords: ['piano'],
    comping: ['arpeggio'],
    pads: [],
    bass: [],
    bassLines: ['long'],
    drums: 'none',
    swing: 0,
    reverb: 0.3,
    subdivision: 2,
    waltz: true,
  },
};

/** Intervals of each mode in semitones from the tonic. */
export const MODES: Record<ModeName, readonly number[]> = {
  ionian: [0, 2, 4, 5, 7, 9, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  aeolian: [0, 2, 3, 5, 7, 8, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
};

/** Moods that lean a track brighter and quicker, and those that lean it darker and slower. */
export const BRIGHT_MOODS = new Set(['upbeat', 'energetic', 'groovy', 'warm']);
export const CALM_MOODS = new Set(['mellow', 'chill', 'dreamy', 'focus']);
