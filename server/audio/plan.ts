// The score of a track, drawn from its id and catalogue facts: key, mode, tempo, meter, instruments
// and a form of sections (intro, verses, choruses, breaks, outro) whose chords, bass line, melody and
// drums are written out as timed events. The same facts always give the same score.
import { hashString, seededRandom } from '../db/seed/random';
import type { Random } from '../db/seed/random';
import { BRIGHT_MOODS, CALM_MOODS, MODES, STYLES } from './styles';
import type { BassLine, BassTimbre, Comping, DrumStyle, LeadTimbre, ModeName, PadTimbre, Style, TempoClass } from './styles';

/** What the catalogue knows about a track that its music follows (tracks.tags: genre, moods, tempo...). */
export interface TrackFacts {
  id: string;
  durationMs: number;
  tags: readonly string[];
}

export type Voice = LeadTimbre | `pad:${PadTimbre}` | `bass:${BassTimbre}`;
export type Drum = 'kick' | 'snare' | 'hat' | 'openHat' | 'ride' | 'brush' | 'rim' | 'conga';

export interface NoteEvent {
  /** Seconds from the start of the track. */
  start: number;
  duration: number;
  midi: number;
  velocity: number;
  voice: Voice;
  /** -1 left to 1 right. */
  pan: number;
}

export interface DrumEvent {
  start: number;
  drum: Drum;
  velocity: number;
}

export interface Score {
  genre: string;
  mode: ModeName;
  /** MIDI note of the tonic in the bass octave. */
  tonic: number;
  bpm: number;
  beatsPerBar: 3 | 4;
  reverb: number;
  notes: NoteEvent[];
  drums: DrumEvent[];
}

type SectionKind = 'intro' | 'verse' | 'chorus' | 'break' | 'outro';

const FORM: readonly SectionKind[] = ['verse', 'chorus', 'verse', 'chorus', 'break', 'chorus'];

/** The style of a track: its genre tag's, or one drawn from the id when it has none we know. */
function styleOf(tags: readonly string[], random: Random): [string, Style] {
  const genre = tags.find((tag) => tag in STYLES) ?? random.pick(Object.keys(STYLES));
  return [genre, STYLES[genre]!];
}

function tempoClassOf(tags: readonly string[], random: Random): TempoClass {
  return (['slow', 'mid-tempo', 'fast'] as const).find((t) => tags.includes(t)) ?? random.pick(['slow', 'mid-tempo'] as const);
}

/** A random pick that bright moods push toward major modes and calm ones toward minor and lydian. */
function modeFor(style: Style, tags: readonly string[], random: Random): ModeName {
  const bright = tags.filter((t) => BRIGHT_MOODS.has(t)).length;
  const calm = tags.filter((t) => CALM_MOODS.has(t)).length;
  const major = new Set<ModeName>(['ionian', 'mixolydian', 'lydian']);
  return random.weighted(style.modes.map((mode) => [mode, 1 + (major.has(mode) ? bright : calm)] as const));
}

export function planScore(facts: TrackFacts): Score {
  const random = seededRandom(hashString(`audio:${facts.id}`));
  const [genre, style] = styleOf(facts.tags, random);
  const [low, high] = style.tempo[tempoClassOf(facts.tags, random)];
  const lean = facts.tags.some((t) => BRIGHT_MOODS.has(t)) ? 1.04 : facts.tags.some((t) => CALM_MOODS.has(t)) ? 0.97 : 1;
  const bpm = Math.round(random.int(low, high) * lean);
  const mode = modeFor(style, facts.tags, random);
  const tonic = 36 + random.int(4, 15); // E2 to D#3
  const beatsPerBar = style.waltz && random.chance(0.25) ? 3 : 4;
  const scale = MODES[mode];
  const calm = facts.tags.some((t) => CALM_MOODS.has(t));

  const band = {
    lead: random.pick(style.leads),
    chords: random.pick(style.chords),
    comping: random.pick(style.comping),
    pad: style.pads.length ? random.pick(style.pads) : null,
    bass: style.bass.length ? random.pick(style.bass) : null,
    bassLine: random.pick(style.bassLines),
    verse: random.pick(style.progressions),
    chorus: random.pick(style.progressions),
  };
  const beat = 60 / bpm;
  const bar = beat * beatsPerBar;
  const swingAt = (position: number) => {
    // Off-beat eighths fall later by the style's swing (a triplet at 1).
    const fraction = position % 1;
    return Math.floor(position) + (Math.abs(fraction - 0.5) < 1e-6 ? 0.5 + style.swing / 6 : fraction);
  };

  /** MIDI note of a scale degree (any integer; 7 is the tonic an octave up) above the tonic. */
  const pitch = (degree: number, octave = 0) => tonic + 12 * (octave + Math.floor(degree / 7)) + scale[((degree % 7) + 7) % 7]!;
  const chordDegrees = (root: number) => (style.sevenths ? [root, root + 2, root + 4, root + 6] : [root, root + 2, root + 4]);

  const notes: NoteEvent[] = [];
  const drums: DrumEvent[] = [];
  const note = (start: number, duration: number, midi: number, velocity: number, voice: Voice, pan: number) => notes.push({ start, duration, midi, velocity, voice, pan });

  const motifs = { verse: melodyMotif(random, style, beatsPerBar, calm), chorus: melodyMotif(random, style, beatsPerBar, calm) };
  const totalBars = Math.ceil(facts.durationMs / 1000 / bar);
  const introBars = Math.min(4, totalBars);
  const outroBars = Math.min(4, Math.max(0, totalBars - introBars));

  let barIndex = 0;
  let section = 0;
  const sections: { kind: SectionKind; bars: number }[] = [{ kind: 'intro', bars: introBars }];
  let planned = introBars;
  while (planned < totalBars - outroBars) {
    const kind = FORM[section++ % FORM.length]!;
    const bars = Math.min(8, totalBars - outroBars - planned);
    sections.push({ kind, bars });
    planned += bars;
  }
  if (outroBars) sections.push({ kind: 'outro', bars: outroBars });

  for (const { kind, bars } of sections) {
    const progression = kind === 'chorus' ? band.chorus : band.verse;
    const motif = kind === 'chorus' ? motifs.chorus : motifs.verse;
    for (let i = 0; i < bars; i++, barIndex++) {
      const t0 = barIndex * bar;
      const root = progression[i % progression.length]!;
      const nextRoot = progression[(i + 1) % progression.length]!;
      const chord = chordDegrees(root).map((d) => pitch(d, 1));
      comp(band.comping, band.chords, chord, t0, beat, beatsPerBar, random, note, kind === 'outro' || kind === 'intro' ? 0.45 : 0.55);
      if (band.pad && (kind !== 'verse' || calm)) for (const [k, m] of chord.entries()) note(t0, bar * 1.02, m + 12, 0.2, `pad:${band.pad}`, k % 2 ? 0.5 : -0.5);
      if (band.bass && kind !== 'intro') bassLine(band.bassLine, band.bass, pitch(root), pitch(nextRoot), pitch(root + 4), t0, beat, beatsPerBar, note);
      if (kind === 'verse' || kind === 'chorus') {
        const octave = kind === 'chorus' ? 3 : 2;
        const phraseBar = i % 4;
        for (const step of motif) {
          const degree = root + (phraseBar === 3 && step === motif[motif.length - 1] ? 0 : step.degree) + (phraseBar % 2) * step.answer;
          note(t0 + swingAt(step.at) * beat, step.length * beat * 0.95, pitch(degree, octave), step.velocity, band.lead, 0.15);
        }
      }
      if (kind !== 'intro' && kind !== 'break' && kind !== 'outro') drumBar(style.drums, t0, beat, beatsPerBar, kind === 'chorus', swingAt, random, drums);
      else if (kind === 'outro' || (kind === 'intro' && i === bars - 1)) drumBar(style.drums === 'none' ? 'none' : 'soft', t0, beat, beatsPerBar, false, swingAt, random, drums);
    }
  }
  const end = facts.durationMs / 1000;
  return { genre, mode, tonic, bpm, beatsPerBar, reverb: style.reverb + (calm ? 0.08 : 0), notes: notes.filter((n) => n.start < end), drums: drums.filter((d) => d.start < end) };
}

interface MotifStep {
  /** Beat within the bar. */
  at: number;
  length: number;
  /** Scale steps above the bar's chord root. */
  degree: number;
  /** Steps the answering bar of a phrase moves this note by. */
  answer: number;
  velocity: number;
}

/** One bar of melody: a rhythm and a contour, replayed over each chord so phrases repeat and answer. */
function melodyMotif(random: Random, style: Style, beatsPerBar: number, calm: boolean): MotifStep[] {
  const grid = 1 / style.subdivision;
  const density = (calm ? 0.3 : 0.45) + random.next() * 0.2;
  const onsets: number[] = [0];
  for (let at = grid; at < beatsPerBar - grid / 2; at += grid) {
    const strong = Math.abs(at - Math.round(at)) < 1e-6;
    if (random.chance(strong ? density + 0.2 : density * 0.7)) onsets.push(at);
  }
  let degree = random.pick([0, 2, 4]);
  return onsets.map((at, index) => {
    const next = onsets[index + 1] ?? beatsPerBar;
    if (index > 0) degree += random.weighted([[-2, 1], [-1, 3], [1, 3], [2, 1.5], [3, 0.6], [-3, 0.4]] as const);
    degree = Math.max(-2, Math.min(9, degree));
    // Strong beats land on chord tones.
    if (Math.abs(at - Math.round(at)) < 1e-6) degree = Math.round(degree / 2) * 2;
    return { at, length: Math.min(next - at, 2), degree, answer: random.pick([0, 1, -1, 2]), velocity: (Number.isInteger(at) ? 0.62 : 0.5) + random.next() * 0.1 };
  });
}

type AddNote = (start: number, duration: number, midi: number, velocity: number, voice: Voice, pan: number) => void;

/** The chord instrument's part in one bar. */
function comp(style: Comping, voice: LeadTimbre, chord: number[], t0: number, beat: number, beats: number, random: Random, note: AddNote, level: number): void {
  const bar = beat * beats;
  switch (style) {
    case 'block':
      chord.forEach((m, k) => note(t0, bar * 0.98, m, level * 0.55, voice, (k / chord.length - 0.5) * 0.8));
      return;
    case 'arpeggio': {
      const order = [...chord, chord[1]! + 12, chord[0]! + 12, ...chord.slice(1).reverse()];
      for (let i = 0; i < beats * 2; i++) note(t0 + (i * beat) / 2, beat * 1.4, order[i % order.length]!, level * 0.6, voice, -0.3 + 0.6 * ((i % 4) / 3));
      return;
    }
    case 'strum':
      for (const at of beats === 3 ? [0, 1, 2] : [0, 1.5, 2, 3]) chord.forEach((m, k) => note(t0 + at * beat + k * 0.012, beat * 1.2, m, level * (at === 0 ? 0.6 : 0.45), voice, -0.4 + 0.25 * k));
      return;
    case 'stab':
      for (let at = 0.5; at < beats; at += 1) chord.forEach((m, k) => note(t0 + at * beat, beat * 0.3, m, level * 0.5, voice, (k % 2 ? 0.35 : -0.35)));
      return;
    case 'jazz':
      for (const at of random.pick([[0, 1.5], [0.5, 2.5], [0, 2, 3.5], [1.5, 3]].map((hits) => hits.filter((h) => h < beats)))) {
        chord.forEach((m, k) => note(t0 + at * beat, beat * 0.9, m, level * 0.45, voice, (k % 2 ? 0.3 : -0.3)));
      }
      return;
  }
}

function bassLine(line: BassLine, timbre: BassTimbre, root: number, nextRoot: number, fifth: number, t0: number, beat: number, beats: number, note: AddNote): void {
  const voice: Voice = `bass:${timbre}`;
  const hit = (at: number, length: number, midi: number, velocity = 0.8) => at < beats && note(t0 + at * beat, length * beat, midi, velocity, voice, 0);
  switch (line) {
    case 'walking': {
      const walk = [root, root + (fifth - root > 6 ? 4 : 3), fifth, nextRoot + (nextRoot > root ? -1 : 1)];
      for (let i = 0; i < beats; i++) hit(i, 0.95, walk[i === beats - 1 ? 3 : i]!, i === 0 ? 0.85 : 0.7);
      return;
    }
    case 'rootFifth':
      hit(0, beats === 3 ? 1 : 1.8, root);
      hit(beats === 3 ? 1 : 2, 1.8, fifth - 12 >= root - 5 ? fifth - 12 : fifth, 0.7);
      if (beats === 3) hit(2, 0.9, fifth - 12 >= root - 5 ? fifth - 12 : fifth, 0.6);
      return;
    case 'eighths':
      for (let i = 0; i < beats * 2; i++) hit(i / 2, 0.45, root, i % 2 ? 0.6 : 0.8);
      return;
    case 'offbeat':
      for (let i = 0; i < beats; i++) hit(i + 0.5, 0.45, root, 0.75);
      return;
    case 'funk':
      for (const [at, midi] of [[0, root], [0.75, root], [1.5, root + 12], [2.5, fifth], [3.25, root]] as const) hit(at, 0.4, midi, at === 0 ? 0.9 : 0.7);
      return;
    case 'tumbao':
      hit(0, 1.4, root);
      hit(1.5, 1, fifth, 0.7);
      hit(3, 1, fifth - 12 >= root - 5 ? fifth - 12 : root, 0.7);
      return;
    case 'long':
      hit(0, beats, root, 0.7);
      return;
  }
}

function drumBar(style: DrumStyle, t0: number, beat: number, beats: number, full: boolean, swingAt: (p: number) => number, random: Random, drums: DrumEvent[]): void {
  const hit = (at: number, drum: Drum, velocity: number) => at < beats && drums.push({ start: t0 + swingAt(at) * beat, drum, velocity: velocity * (0.92 + random.next() * 0.08) });
  switch (style) {
    case 'none':
      return;
    case 'soft':
      hit(0, 'kick', 0.5);
      if (beats === 4) hit(2, 'kick', 0.4);
      for (let i = 0; i < beats * 2; i++) hit(i / 2, 'hat', i % 2 ? 0.18 : 0.25);
      if (full) hit(beats - 1, 'rim', 0.3);
      return;
    case 'brush':
      for (let i = 0; i < beats; i++) {
        hit(i, 'ride', 0.35);
        hit(i, 'brush', i % 2 ? 0.35 : 0.2);
        if (i % 2) hit(i + 0.5, 'ride', 0.25);
      }
      hit(0, 'kick', 0.3);
      return;
    case 'four':
      for (let i = 0; i < beats; i++) {
        hit(i, 'kick', 0.95);
        hit(i + 0.5, full ? 'openHat' : 'hat', 0.35);
        if (full) hit(i + 0.25, 'hat', 0.15);
      }
      if (full) for (let i = 1; i < beats; i += 2) hit(i, 'snare', 0.55);
      return;
    case 'backbeat':
      hit(0, 'kick', 0.9);
      hit(beats === 4 ? 2.5 : 1.5, 'kick', 0.7);
      for (let i = 1; i < beats; i += 2) hit(i, 'snare', 0.8);
      for (let i = 0; i < beats * 2; i++) hit(i / 2, full && i % 2 === 0 ? 'openHat' : 'hat', i % 2 ? 0.25 : 0.4);
      return;
    case 'funk':
      for (const at of [0, 0.75, 2.5]) hit(at, 'kick', 0.85);
      hit(1, 'snare', 0.8);
      hit(3, 'snare', 0.8);
      hit(3.75, 'snare', 0.25);
      for (let i = 0; i < beats * 4; i++) hit(i / 4, 'hat', i % 2 ? 0.15 : 0.3);
      return;
    case 'latin':
      for (const at of [0, 1.5, 3]) hit(at, 'rim', 0.45);
      for (const at of [1, 2.5]) hit(at, 'rim', 0.35);
      for (const [at, v] of [[0.5, 0.4], [1.5, 0.3], [2, 0.5], [3, 0.4], [3.5, 0.35]] as const) hit(at, 'conga', v);
      hit(0, 'kick', 0.5);
      hit(2, 'kick', 0.45);
      for (let i = 0; i < beats * 2; i++) hit(i / 2, 'hat', 0.15);
      return;
  }
}
