// A check of SMILES grammar (OpenSMILES) before the chemistry toolkit reads it: the toolkit forgives
// some mistakes silently (an unclosed branch, a dangling bond, "%" without digits) and would draw a
// structure the user did not write. This check finds the first mistake and where it is; what it
// lets through (which symbols are elements, valences) the toolkit checks. No toolkit import:
// it runs as the user types.

/** Why a SMILES could not be read. */
export type SmilesProblemReason =
  | 'empty'
  | 'unexpectedCharacter'
  | 'unclosedBracket'
  | 'unclosedBranch'
  | 'unopenedBranch'
  | 'emptyBranch'
  | 'unclosedRing'
  | 'danglingBond'
  | 'bracketAtom'
  | 'valence';

/** A SMILES mistake: what it is and its position (1 = the first character). */
export interface SmilesProblem {
  reason: SmilesProblemReason;
  position: number;
}

/** One atom as written: where it starts (0-based), so the toolkit's atom numbers map back to it. */
export interface SmilesAtomToken {
  start: number;
  /** A hydrogen written as an atom ("[H]"): toolkits usually fold it into its neighbour. */
  hydrogen: boolean;
}

const ORGANIC = ['Cl', 'Br', 'B', 'C', 'N', 'O', 'P', 'S', 'F', 'I', 'b', 'c', 'n', 'o', 'p', 's'];
const BONDS = new Set(['-', '=', '#', '$', ':', '/', '\\']);
// Inside brackets: isotope, symbol (or aromatic symbol, or *), chirality, hydrogens, charge, class.
const BRACKET_ATOM =
  /^\d{0,3}(?:[A-Z][a-z]?|se|as|[bcnops]|\*)(?:@(?:@|TH[12]|AL[12]|SP[1-3]|TB\d{1,2}|OH\d{1,2})?)?(?:H\d?)?(?:[+-]\d{0,2}|\+\+|--)?(?::\d{1,4})?$/;

type Scan =
  | { ok: true; atoms: SmilesAtomToken[] }
  | { ok: false; problem: SmilesProblem; atoms: SmilesAtomToken[] };

/**
 * Reads `smiles` token by token. Returns its atoms in the order they are written (the order a
 * SMILES parser numbers them), or the first problem with its 1-based position.
 */
export function scanSmiles(smiles: string): Scan {
  const atoms: SmilesAtomToken[] = [];
  const fail = (reason: SmilesProblemReason, index: number): Scan => ({
    ok: false,
    problem: { reason, position: index + 1 },
    atoms,
  });
  if (smiles.trim() === '') return fail('empty', 0);
  const branches: number[] = [];
  const rings = new Map<string, number>();
  // What came last: nothing yet (or a '.'), an atom (or ring bond, or ')'), a bond symbol, or '('.
  let last: 'start' | 'atom' | 'bond' | 'open' = 'start';
  let bondAt = -1;
  let i = 0;
  while (i < smiles.length) {
    const char = smiles[i]!;
    if (char === '[') {
      const close = smiles.indexOf(']', i);
      if (close < 0) return fail('unclosedBracket', i);
      const inside = smiles.slice(i + 1, close);
      if (!BRACKET_ATOM.test(inside)) return fail('bracketAtom', i + 1);
      atoms.push({ start: i, hydrogen: /^\d*H$/.test(inside) });
      last = 'atom';
      i = close + 1;
      continue;
    }
    const organic = ORGANIC.find((symbol) => smiles.startsWith(symbol, i));
    if (organic || char === '*') {
      atoms.push({ start: i, hydrogen: false });
      last = 'atom';
      i += organic?.length ?? 1;
      continue;
    }
    if (BONDS.has(char)) {
      if (last !== 'atom' && last !== 'open') return fail('danglingBond', i);
      last = 'bond';
      bondAt = i;
      i += 1;
      continue;
    }
    if (/\d/.test(char) || char === '%') {
      let label = char;
      if (char === '%') {
        label = smiles.slice(i + 1, i + 3);
        if (!/^\d\d$/.test(label)) return fail('unexpectedCharacter', i);
      }
      if (last !== 'atom' && last !== 'bond') return fail('unexpectedCharacter', i);
      if (rings.has(label)) rings.delete(label);
      else rings.set(label, i);
      last = 'atom';
      i += char === '%' ? 3 : 1;
      continue;
    }
    if (char === '(') {
      if (last !== 'atom') return fail(last === 'open' ? 'emptyBranch' : 'unexpectedCharacter', i);
      branches.push(i);
      last = 'open';
      i += 1;
      continue;
    }
    if (char === ')') {
      if (branches.length === 0) return fail('unopenedBranch', i);
      if (last === 'open') return fail('emptyBranch', i);
      if (last === 'bond') return fail('danglingBond', bondAt);
      branches.pop();
      last = 'atom';
      i += 1;
      continue;
    }
    if (char === '.') {
      if (last === 'bond') return fail('danglingBond', bondAt);
      if (last !== 'atom' || branches.length > 0) return fail('unexpectedCharacter', i);
      last = 'start';
      i += 1;
      continue;
    }
    return fail('unexpectedCharacter', i);
  }
  if (last === 'bond') return fail('danglingBond', bondAt);
  if (branches.length > 0) return fail('unclosedBranch', branches[branches.length - 1]!);
  if (rings.size > 0) return fail('unclosedRing', Math.min(...rings.values()));
  if (last === 'start') return fail('unexpectedCharacter', smiles.length - 1);
  return { ok: true, atoms };
}

/** The first grammar mistake in `smiles`, or null when it reads. */
export function smilesSyntaxProblem(smiles: string): SmilesProblem | null {
  const scan = scanSmiles(smiles);
  return scan.ok ? null : scan.problem;
}
