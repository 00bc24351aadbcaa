import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestFromText } from './text';

describe('suggestFromText on realistic abstracts', () => {
  it('immunology: topics from the noun phrases, the two findings as highlights', () => {
    const s = suggestFromText(
      'Gut microbiota-derived short-chain fatty acids promote regulatory T cell differentiation in the colon',
      'Butyrate produced by commensal bacteria increases colonic Treg cells by 40% and protects mice from colitis',
    );
    expect(s.topicTitles).toEqual(
      expect.arrayContaining([
        'Regulatory T cell differentiation',
        'Colonic Treg cells',
        'Commensal bacteria',
        'Colitis',
      ]),
    );
    expect(s.topicDescriptions).toEqual([
      'Butyrate produced by commensal bacteria increases colonic Treg cells by 40%',
      'Protects mice from colitis',
    ]);
    expect(s.highlights[0]).toBe(
      'Butyrate produced by commensal bacteria increases colonic Treg cells by 40%',
    );
    // Stop words never start or end a title; nothing typed is suggested back.
    for (const title of s.topicTitles)
      expect(title).not.toMatch(/^(The|In|By|And|From) |\b(the|in|by|and|from)$/);
    expect(s.highlights).not.toContain(
      'Butyrate produced by commensal bacteria increases colonic Treg cells by 40% and protects mice from colitis',
    );
  });

  it('ageing: a list of three outcomes implies three topics; long clauses end where a phrase ends', () => {
    const s = suggestFromText(
      'Senolytic treatment restores muscle regeneration in aged mice',
      'Clearing senescent fibro-adipogenic progenitors with dasatinib and quercetin improves satellite cell function, muscle repair and grip strength in 24-month-old mice',
    );
    expect(s.impliedTopics).toBe(3);
    expect(s.topicTitles).toEqual(
      expect.arrayContaining([
        'Senescent fibro-adipogenic progenitors',
        'Satellite cell function',
        'Muscle repair',
        'Grip strength',
        'Senolytic treatment',
      ]),
    );
    // No gerund opens a title ("Clearing …").
    expect(s.topicTitles.some((title) => title.startsWith('Clearing'))).toBe(false);
    expect(s.highlights).toContain('Senolytic treatment restores muscle regeneration in aged mice');
    for (const highlight of s.highlights) {
      expect(highlight.split(' ').length).toBeLessThanOrEqual(16);
      expect(highlight).not.toMatch(/\b(and|with|in|of)$/);
    }
  });

  it('cancer: acronyms and gene names are kept as written, findings with their subject first', () => {
    const s = suggestFromText(
      'A CRISPR screen identifies SLC7A11 as a ferroptosis gatekeeper in pancreatic cancer',
      'Loss of SLC7A11 depletes cysteine, lowers glutathione and triggers lipid peroxidation, which sensitises tumours to gemcitabine',
    );
    expect(s.topicTitles.slice(0, 4)).toEqual([
      'CRISPR screen',
      'Ferroptosis gatekeeper',
      'Lipid peroxidation',
      'Pancreatic cancer',
    ]);
    expect(s.topicTitles).toContain('SLC7A11');
    expect(s.topicDescriptions).toEqual(
      expect.arrayContaining([
        'Loss of SLC7A11 depletes cysteine',
        'Sensitises tumours to gemcitabine',
      ]),
    );
    expect(s.highlights[0]).toBe('Loss of SLC7A11 depletes cysteine');
    expect(s.impliedTopics).toBe(3);
  });

  it('neuroscience with a title only: the title’s clause is the highlight', () => {
    const s = suggestFromText(
      'Astrocytes control sleep pressure through adenosine signalling in the cortex',
      '',
    );
    expect(s.highlights).toEqual([
      'Astrocytes control sleep pressure through adenosine signalling in the cortex',
    ]);
    expect(s.topicTitles).toEqual(
      expect.arrayContaining(['Astrocytes', 'Sleep pressure', 'Adenosine signalling', 'Cortex']),
    );
    const withVerb = suggestFromText(
      'Astrocytes reduce sleep pressure through adenosine signalling',
      '',
    );
    expect(withVerb.highlights).toEqual([
      'Astrocytes reduce sleep pressure through adenosine signalling',
    ]);
  });

  it('suggests nothing for nothing typed', () => {
    expect(suggestFromText('', '  ')).toEqual({
      topicTitles: [],
      topicDescriptions: [],
      highlights: [],
      impliedTopics: 0,
    });
  });

  it('suggests less, never fails, in other languages', () => {
    const french = suggestFromText(
      'Le jeûne intermittent réduit l’inflammation hépatique chez la souris',
      'Le jeûne diminue les macrophages, les cytokines et la stéatose',
    );
    expect(french.topicTitles.length).toBeGreaterThan(0);
    expect(french.topicDescriptions).toContain('Le jeûne diminue les macrophages');
    const chinese = suggestFromText(
      '小鼠肠道菌群调节宿主代谢',
      '丁酸盐增加调节性T细胞，并保护小鼠免受结肠炎',
    );
    expect(chinese.topicTitles).toEqual(['丁酸盐增加调节性T细胞', '并保护小鼠免受结肠炎']);
    const arabic = suggestFromText('الميكروبات المعوية تنظم المناعة', '');
    // The title is one phrase (no Arabic stop words known): it is not suggested back as a topic.
    expect(arabic.topicTitles).toEqual([]);
    expect(arabic.highlights).toEqual(['الميكروبات المعوية تنظم المناعة']);
  });

  it('never throws and keeps every suggestion short, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.oneof(fc.string({ maxLength: 240 }), fc.lorem({ maxCount: 40, mode: 'sentences' })),
        (title, highlight) => {
          const s = suggestFromText(title, highlight);
          for (const list of [s.topicTitles, s.topicDescriptions, s.highlights]) {
            expect(list.length).toBeLessThanOrEqual(8);
            for (const item of list) expect(item.trim()).toBe(item);
          }
          for (const item of s.topicTitles) expect(item.split(' ').length).toBeLessThanOrEqual(4);
          for (const item of [...s.topicDescriptions, ...s.highlights]) {
            expect(item.split(' ').length).toBeLessThanOrEqual(16);
          }
        },
      ),
    );
  });
});
