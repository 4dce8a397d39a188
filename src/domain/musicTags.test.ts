import { describe, expect, it } from 'vitest';
import { interpretPrompt, promptTitle, tagGroupsOf } from './musicTags';

describe('interpretPrompt', () => {
  it('reads genres, moods, tempo, decades and synonyms into tags, each once, keeping the other words', () => {
    expect(interpretPrompt('Relaxed bossa nova for a sunny 1990s afternoon, relaxing!')).toEqual({ tags: ['chill', 'latin', 'warm', '90s'], words: ['nova', 'afternoon'] });
  });

  it('reads phrases before words, so "no vocals" is instrumental and "hip hop" is soul & funk', () => {
    expect(interpretPrompt('hip hop with no vocals, mid-tempo').tags).toEqual(['instrumental', 'mid-tempo', 'soul-funk']);
    expect(interpretPrompt("80's and eighties indie pop").tags).toEqual(['indie-pop', '80s']);
  });

  it('keeps unknown decades and stop words out', () => {
    expect(interpretPrompt('music from the 1950s')).toEqual({ tags: [], words: ['1950s'] });
  });
});

describe('promptTitle', () => {
  it('names the moods before the genres, else uses the prompt', () => {
    expect(promptTitle('jazz that is mellow', interpretPrompt('jazz that is mellow'))).toBe('Mellow Jazz');
    expect(promptTitle('  songs by   nobody ', interpretPrompt('songs by nobody'))).toBe('Songs by nobody');
  });
});

describe('tagGroupsOf', () => {
  it("groups the chosen tags in the groups' order", () => {
    expect(tagGroupsOf(['90s', 'jazz']).map((group) => [group.id, group.tags.map((tag) => tag.slug)])).toEqual([
      ['genre', ['jazz']],
      ['era', ['90s']],
    ]);
  });
});
