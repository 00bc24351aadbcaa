// The words the text suggestions skip or break at: English stop words (from `stopword`), the
// words every abstract uses and no topic is named after, and verbs of findings ("reduces").
import { eng } from 'stopword';

/** Words of any abstract that name no topic ("study", "we", "novel"). */
// eslint-disable-next-line no-restricted-syntax -- words the heuristic reads, never shown
const ABSTRACT_WORDS = `
  we our us here herein these those this that which whose its via through within among amongst
  between toward towards upon across however thus therefore moreover furthermore whereas while
  although may might can could would should also both well further thereby study studies result
  results finding findings data evidence analysis approach novel new role roles using use used
  based first key potential possible different various several many much more most less least
  high low one two three four five six et al is are was were be been being has have had do does
  did not no than then there their they it by with without from into onto of in on at to for as
  an a the and or but`;

/** Lower-case words no topic title starts, ends or is made of. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ...ABSTRACT_WORDS.trim().split(/\s+/),
]);

/** Verbs that state a finding, as `base:stem` (the stem takes -ed and -ing). */
// eslint-disable-next-line no-restricted-syntax -- words the heuristic reads, never shown
const FINDING_STEMS = `
  reduce:reduc increase:increas decrease:decreas improve:improv enhance:enhanc inhibit:inhibit
  promote:promot reveal:reveal show:show demonstrate:demonstrat identify:identifi
  suppress:suppress drive:driv cause:caus prevent:prevent restore:restor protect:protect
  block:block activate:activat trigger:trigger regulate:regulat mediate:mediat predict:predict
  accelerate:accelerat impair:impair rescue:rescu alter:alter lower:lower boost:boost
  reverse:revers induce:induc elevate:elevat attenuate:attenuat abolish:abolish
  exacerbate:exacerbat confer:conferr enable:enabl limit:limit control:controll require:requir
  contribute:contribut lead:lead extend:extend shorten:shorten target:target modulate:modulat
  depend:depend deplete:deplet sensitise:sensitis sensitize:sensitiz produce:produc
  express:express secrete:secret release:releas recruit:recruit generate:generat
  convert:convert bind:bind encode:encod reprogram:reprogramm rewire:rewir stimulate:stimulat
  disrupt:disrupt`
  .trim()
  .split(/\s+/)
  .map((pair) => pair.split(':') as [string, string]);

/** A verb's -s form: `reduces`, `identifies`, `suppresses`. */
const thirdPerson = (base: string) =>
  base.endsWith('y') ? `${base.slice(0, -1)}ies` : `${base}${/(ss|sh)$/.test(base) ? 'es' : 's'}`;

/**
 * The inflected forms of the finding verbs (`reduces`, `reduced`, `reducing`; `led`, `shown`):
 * base forms are left out, as many are nouns too ("control", "target", "lead").
 */
export const FINDING_VERBS: ReadonlySet<string> = new Set(
  FINDING_STEMS.flatMap(([base, stem]) => [
    thirdPerson(base),
    base.endsWith('e') ? `${base}d` : base.endsWith('y') ? `${base.slice(0, -1)}ied` : `${stem}ed`,
    base.endsWith('y') ? `${base}ing` : `${stem}ing`,
  ]).concat(['led', 'shown', 'driven', 'drove', 'bound', 'show']),
);

/** The finding verbs' base forms ("control"): verbs after a plural subject, nouns elsewhere. */
export const FINDING_BASES: ReadonlySet<string> = new Set(FINDING_STEMS.map(([base]) => base));

/** Clause words: a clause ends before them (descriptions are clauses). */
export const CLAUSE_BREAKS = /\s+(?:which|while|whereas|thereby|but|although|because|whereby)\s+/iu;
